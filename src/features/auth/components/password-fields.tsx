import { useId } from 'react'
import { Field } from '@/components/ui/field'
import { PasswordChecklist, PasswordMatch } from '@/features/auth/components/password-checklist'

type PasswordFieldsProps = {
  labels: [password: string, confirm: string]
  password: string
  confirm: string
  onPassword: (value: string) => void
  onConfirm: (value: string) => void
}

/** A new password with the live rules checklist, and its confirmation with the match indicator. */
export function PasswordFields({ labels, password, confirm, onPassword, onConfirm }: PasswordFieldsProps) {
  const checklistId = useId()
  return (
    <>
      <Field
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        aria-describedby={checklistId}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        hint={<PasswordChecklist password={password} id={checklistId} />}
      />
      <Field
        label={labels[1]}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        hint={<PasswordMatch password={password} confirm={confirm} />}
      />
    </>
  )
}
