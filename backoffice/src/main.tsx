import '@fontsource/kanit/400.css'
import '@fontsource/kanit/500.css'
import { ChakraProvider, createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'

const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      tokens: { fonts: { heading: { value: 'Kanit, sans-serif' }, body: { value: 'Kanit, sans-serif' } } },
    },
  }),
)

const root = document.getElementById('root')
if (!root) throw new Error('backoffice/index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <App />
    </ChakraProvider>
  </StrictMode>,
)
