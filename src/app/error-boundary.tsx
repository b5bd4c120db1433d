import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorPage } from './routes/error-page'

interface State {
  failed: boolean
}

/** The top error boundary: a render error shows the error page instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('render failed:', error.message, info.componentStack)
  }

  render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children
  }
}
