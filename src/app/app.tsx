import { listenForPreloadErrors } from './chunk-reload'
import { AppProvider } from './provider'
import { AppRouter } from './router'

listenForPreloadErrors()

/** The site: providers around the route table (main.tsx renders it into #root). */
export default function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  )
}
