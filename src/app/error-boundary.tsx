import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorPage } from './routes/error-page'

interface State {
  failed: boolean
}

interface Props {
  children: ReactNode
  /** What shows instead of the children once they failed (default: the error page). */
  fallback?: ReactNode
}

/**
 * A render error (or a chunk that failed to load) shows `fallback`, by default the error page,
 * instead of a blank screen. The router puts one around the page area, so the header stays.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('render failed:', error.message, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return this.props.fallback === undefined ? <ErrorPage status={500} /> : this.props.fallback
  }
}
