import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders, renderWithRouter } from '../../../test-utils'
import type { ProcessorDetail } from '../api/processors'
import { ProcessorDependencyEditorSlot, type ProcessorDependencyEditor } from '../processor-dependency-slot'
import { ProcessorDrawer } from './processor-drawer'

const processor: ProcessorDetail = {
  id: 'pr-1',
  name: 'send_mail',
  humanReadableName: 'Bevestigingsmail sturen',
  processorType: 'EMAIL',
  type: 'AFTER',
  color: '#228be6',
  icon: 'mail',
  category: 'COMMUNICATION',
  priority: 0,
  description: '',
  isImportantGoal: false,
  googleAnalyticsEvent: null,
  stateMachines: [],
  states: [],
  options: [],
  dependencies: [
    { kind: 'EMAIL_TEMPLATE', id: 'et-1', name: 'Bedankt voor je sollicitatie' },
    { kind: 'MAPPER', id: 'mp-1', name: 'Samenvatting' },
  ],
}

beforeAll(() => {
  // jsdom has no FontFaceSet; the autosizing text areas listen to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

const FakeEditor: ProcessorDependencyEditor = ({ dependency }) => (
  <div data-testid="fake-editor">
    {dependency.kind} {dependency.id}
  </div>
)

describe("the processor drawer's dependencies", { timeout: 30_000 }, () => {
  it('opens the editor the route put in the slot for the dependency picked, one at a time', async () => {
    installFakePortal()
    renderWithProviders(
      <ProcessorDependencyEditorSlot value={FakeEditor}>
        <ProcessorDrawer processor={processor} onClose={() => {}} />
      </ProcessorDependencyEditorSlot>,
      'en-US',
    )
    const [template, mapper] = await screen.findAllByTestId('processor-dependency')
    expect(screen.queryByTestId('fake-editor')).toBeNull()
    fireEvent.click(template!)
    expect(template).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByTestId('fake-editor')).toHaveTextContent('EMAIL_TEMPLATE et-1')
    // The editor is a form of its own: never inside the drawer's form (a click on its Save would submit both).
    expect(screen.getByTestId('fake-editor').closest('form')).toBeNull()
    fireEvent.click(mapper!)
    expect(screen.getAllByTestId('fake-editor')).toHaveLength(1)
    expect(screen.getByTestId('fake-editor')).toHaveTextContent('MAPPER mp-1')
    fireEvent.click(mapper!)
    expect(screen.queryByTestId('fake-editor')).toBeNull()
  })

  it('links each dependency to Settings › E-mail where no editor fills the slot', async () => {
    installFakePortal()
    renderWithRouter(<ProcessorDrawer processor={processor} onClose={() => {}} />, 'en-US')
    const [template, mapper] = await screen.findAllByTestId('processor-dependency')
    expect(template).toHaveAttribute('href', expect.stringContaining('/settings/email?template=et-1'))
    expect(mapper).toHaveAttribute('href', expect.stringContaining('/settings/email?mapper=mp-1'))
  })
})
