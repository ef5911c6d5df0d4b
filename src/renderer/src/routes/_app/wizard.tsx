import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { WizardPage } from '../../features/wizard/components/wizard-page'
import { idParam, searchValidator } from '../../lib/route-data'
import { IconRocket } from '../../ui/icons'

/** The quick-start and onboarding wizards; `wizard` in the address is the chosen one. */
export const Route = createFileRoute('/_app/wizard')({
  staticData: {
    permission: ['read', 'Dashboard'],
    nav: { label: 'wizard.label', icon: IconRocket, order: 105 },
    texts: ['wizard'],
  },
  validateSearch: searchValidator(v.object({ wizard: v.fallback(v.optional(idParam), undefined) })),
  component: WizardRoute,
})

function WizardRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <WizardPage
      wizardId={search.wizard}
      onChoose={(wizard) => void navigate({ to: '/wizard', search: { wizard } })}
    />
  )
}
