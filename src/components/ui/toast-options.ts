/** What a toast says and for how long (toaster.tsx shows it, toaster-view.tsx draws it). */
export interface ToastOptions {
  title: string
  description?: string
  type?: 'success' | 'error' | 'info'
  /** Milliseconds (the spec uses 1 s and 3 s). */
  duration?: number
}
