import { Component, type ReactNode } from 'react'
import { ErrorScreen } from '@/app/error-page'

type Props = { children: ReactNode; pathname: string }
type State = { error: unknown; pathname: string | null }

/**
 * The browser's router has no error elements (it is the small declarative one), so this catches what
 * a page throws while rendering, including a page chunk that failed to load. Moving to another path
 * tries again.
 */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null, pathname: null }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return { pathname: props.pathname }
    if (state.pathname !== null && state.pathname !== props.pathname) return { error: null, pathname: props.pathname }
    return null
  }

  render() {
    return this.state.error === null ? this.props.children : <ErrorScreen error={this.state.error} />
  }
}
