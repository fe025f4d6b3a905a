import { act } from '@testing-library/react'
import { vi } from 'vitest'

// setInterval is left real when a test fakes only setTimeout, so this waits on the real clock.
const realPause = () =>
  new Promise<void>((resolve) => {
    const id = setInterval(() => {
      clearInterval(id)
      resolve()
    }, 10)
  })

/**
 * For tests that fake setTimeout to step through a UI delay: lets a real request finish (msw answers
 * on real I/O) while nudging the fake clock, until `done()` or about 5 s of real time.
 */
export async function settle(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10)
      await realPause()
    })
  }
}
