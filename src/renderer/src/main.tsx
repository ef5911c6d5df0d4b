import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createI18n } from './lib/i18n'
import { createQueryClient } from './lib/query-client'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} i18n={createI18n()} />
  </StrictMode>,
)
