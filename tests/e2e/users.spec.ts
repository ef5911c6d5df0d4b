import type { Page } from '@playwright/test'
import { clientMessagesParams, defaultInboxFilters } from '../../src/shared/domain/inbox'
import { sandboxSecretHeader } from '../../src/sandbox/index'
import type { Harness } from '../harness/host'
import {
  demoPassword,
  enterDemoCode,
  expect,
  expectAccessible,
  openRoute,
  saveScreenshot,
  signIn,
  submitCredentials,
  switchLanguage,
  test,
  openDialog,
  expectStateAccessible,
} from './support/fixtures'

/**
 * Users management against the real main services and the demo sandbox: a manager creates an
 * employee for one chatbot and one team (each broken field shows its message first), the employee signs in
 * and sees only that chatbot and that team's conversations, the manager sets their password in the drawer,
 * the employee switches language in 'Your info', a manager cannot create an ADMIN, and removing the
 * employee ends their session. Screenshots of every users screen in both languages, the list and the
 * drawer in dark.
 */

// A click that cannot happen (something covers the target) fails instead of waiting for the whole test.
test.use({ actionTimeout: 30_000 })

const newUser = { name: 'Lotte de Wit', email: 'lotte.dewit@talentbrug.nl' }
const firstPassword = 'Start!Lotte26'
const secondPassword = 'Nieuw#Lotte27'

async function sandboxOrigin(harness: Harness): Promise<string> {
  const origin = (await harness.portal.session).connection()?.origin
  expect(origin, 'the demo sandbox runs').toBeTruthy()
  return origin!
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/**
 * The manager signed in a second time, straight at the sandbox (as on another computer), while the
 * harness holds the employee's session: the access token of that second session.
 */
async function managerElsewhere(harness: Harness): Promise<string> {
  const origin = await sandboxOrigin(harness)
  const first = await postJson(`${origin}/api/cookie-login/`, {
    username: 'manager@demo.nl',
    password: demoPassword,
  })
  expect(first.status).toBe(200)
  const outbox = (await (
    await fetch(`${origin}/__sandbox/outbox?to=manager@demo.nl`, {
      headers: { [sandboxSecretHeader]: harness.sandboxSecret },
    })
  ).json()) as { messages: { kind: string; value: string }[] }
  const code = outbox.messages.filter((message) => message.kind === 'login-code').at(-1)?.value
  const done = await postJson(
    `${origin}/api/login-with-code/`,
    { login_code: code },
    { authorization: `Token ${String(first.json['token'])}` },
  )
  expect(done.status).toBe(200)
  return String(done.json['access'])
}

async function routerAs(harness: Harness, token: string, query: string, variables: Record<string, unknown>) {
  const origin = await sandboxOrigin(harness)
  return (
    await postJson(`${origin}/router/graphql`, { query, variables }, { authorization: `Bearer ${token}` })
  ).json
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click()
  await page.getByTestId('sign-out').click()
  await expect(page).toHaveURL(/#\/login$/)
}

/** Signs in on the login screen (the server is chosen already), through the phone step when asked. */
async function signInAgain(page: Page, username: string, password: string): Promise<void> {
  await submitCredentials(page, username, password)
  const phone = page.getByRole('dialog', { name: /^(Telefoonnummer opgeven|Register your phone number)$/ })
  const code = page.getByRole('dialog', { name: /^(Tweestapsverificatie|Two-factor authentication)$/ })
  await expect(phone.or(code)).toBeVisible()
  if (await phone.isVisible()) {
    await phone.getByLabel(/^(Mobiel telefoonnummer|Mobile phone number)/).fill('+31 6 44445555')
    await phone.getByRole('button', { name: /^(Code versturen|Send code)$/ }).click()
    await expect(code).toBeVisible()
  }
  await enterDemoCode(page)
  await expect(page).toHaveURL(/#\/chatbots$/)
}

/** Away from the navigation: a hovered link is darker than at rest, which is not what axe should judge. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(900, 8)
}

/**
 * Opens a Mantine select's list. Leaving a field validates it (react-hook-form's onTouched): its message
 * appears and moves the fields below between press and release, so the click is repeated until it opens.
 */
async function openList(page: Page, testId: string): Promise<void> {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await page.getByTestId(testId).click()
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 1_000 })
  }).toPass()
}

/** Picks an option of a Mantine select (in the drawer, for a multi-select). */
async function chooseOption(page: Page, testId: string, option: string, multi = false): Promise<void> {
  await openList(page, testId)
  await page.getByRole('option', { name: option, exact: true }).click()
  // A multi-select stays open for more; a click on the drawer's title closes it.
  if (multi) await page.getByRole('dialog').getByRole('heading', { level: 2 }).click()
  await expect(page.getByRole('option', { name: option, exact: true })).toBeHidden()
}

async function usersTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('users-total').textContent()) ?? ''
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN)
}

test('a manager creates an employee who then works within one chatbot and one team', async ({
  portal,
  harness,
}) => {
  // Many sign-ins and screens; the shared test machines are slow.
  test.setTimeout(900_000)
  await signIn(portal, harness, 'manager@demo.nl')
  await switchLanguage(portal, 'en-US')
  await portal.getByRole('link', { name: 'Users', exact: true }).click()
  await expect(portal).toHaveURL(/#\/users/)
  await expect(portal.getByTestId('user-row').first()).toBeVisible()
  const before = await usersTotal(portal)
  await still(portal)
  await saveScreenshot(portal, 'users-list-en-US')

  // Search and filters live in the URL and ask the server.
  await portal.getByTestId('users-search').fill('visser')
  await expect(portal.getByTestId('user-row')).toHaveCount(1)
  await expect(portal).toHaveURL(/search=visser/)
  await portal.getByTestId('filter-reset').click()
  await chooseOption(portal, 'users-role-filter', 'Team lead')
  // The previous page stays on screen until the filtered one arrives: wait for the rows to change.
  const roles = portal.getByTestId('user-row').locator('td:nth-child(3)')
  await expect.poll(async () => [...new Set(await roles.allInnerTexts())]).toEqual(['Team lead'])
  await portal.getByTestId('filter-reset').click()
  await expect.poll(() => usersTotal(portal)).toBe(before)

  // Add user: every broken field shows the spec's message first, and the overall message.
  await portal.getByTestId('user-add').click()
  const drawer = portal.getByRole('dialog', { name: 'Add user' })
  // The drawer has opened once its first field has focus (the focus trap would close an open list).
  await expect(drawer.getByTestId('user-email')).toBeFocused()
  // A manager is never offered ADMIN (only a superuser creates one).
  await openList(portal, 'user-role')
  await expect(portal.getByRole('option')).toHaveText(['Manager', 'Team lead', 'Employee'])
  await drawer.getByTestId('user-role').click()
  await expect(portal.getByRole('option')).toHaveCount(0)
  await drawer.getByTestId('user-drawer-submit').click()
  for (const message of [
    'Please enter a valid email address.',
    'Please enter a username.',
    'Please enter a password.',
    'Entered value does not match the password entered above.',
    'Please select at least one chatbot.',
    'Please check if all required fields have values and that there are no validation errors.',
  ])
    await expect(drawer.getByText(message, { exact: true })).toBeVisible()
  await drawer.getByTestId('user-all-teams').click()
  await expect(
    drawer.getByText('Please select at least one team, or choose all teams.', { exact: true }),
  ).toBeVisible()
  await drawer.getByTestId('user-email').fill('lotte@')
  await drawer.getByTestId('user-password').fill('kort')
  await drawer.getByTestId('user-confirm-password').fill('anders')
  await expect(drawer.getByText('Please enter a valid email address.', { exact: true })).toBeVisible()
  await expect(drawer.getByText('The password does not meet all the criteria below.')).toBeVisible()
  await expect(drawer.locator('[data-criterion="length"]')).toHaveAttribute('data-met', 'false')
  await expect(drawer.locator('[data-criterion="lowercase"]')).toHaveAttribute('data-met', 'true')

  // Now correctly: one chatbot, one team, English.
  await drawer.getByTestId('user-email').fill(newUser.email)
  await drawer.getByTestId('user-name').fill(newUser.name)
  await drawer.getByTestId('user-password').fill(firstPassword)
  await drawer.getByTestId('user-confirm-password').fill(firstPassword)
  await expect(drawer.locator('[data-criterion][data-met="false"]')).toHaveCount(0)
  await chooseOption(portal, 'user-chatbots', 'Talentbrug Werving', true)
  await chooseOption(portal, 'user-teams', 'Team Zuid', true)
  await chooseOption(portal, 'user-language', 'English')
  await expect(drawer.getByText('Please select at least one chatbot.')).toHaveCount(0)
  await drawer.getByTestId('role-preview').click()
  await expect(portal.getByTestId('role-preview-dropdown')).toContainText('Smart Inbox')
  await drawer.getByTestId('role-preview').click()
  await expect(portal.getByTestId('role-preview-dropdown')).toBeHidden()
  await still(portal)
  await expectAccessible(portal, 'add user drawer (en-US)', openDialog)
  await saveScreenshot(portal, 'users-drawer-create-en-US')
  // A double click creates one user.
  await drawer.getByTestId('user-drawer-submit').dblclick()
  // Hashing the password takes a moment on a busy machine.
  await expect(drawer).toBeHidden({ timeout: 30_000 })
  await expect(portal.getByText('Failed to create user')).toHaveCount(0)
  await expect.poll(() => usersTotal(portal)).toBe(before + 1)
  await expect(portal.locator(`[data-testid="user-row"][data-email="${newUser.email}"]`)).toHaveCount(1)

  // The same address again: the server's 'Email already exists / invalid email' under the field.
  await portal.getByTestId('user-add').click()
  await expect(drawer.getByTestId('user-email')).toBeFocused()
  await drawer.getByTestId('user-email').fill(newUser.email.toUpperCase())
  await drawer.getByTestId('user-name').fill('Lotte Tweede')
  await drawer.getByTestId('user-password').fill(firstPassword)
  await drawer.getByTestId('user-confirm-password').fill(firstPassword)
  await chooseOption(portal, 'user-chatbots', 'Talentbrug Werving', true)
  await drawer.getByTestId('user-drawer-submit').click()
  await expect(drawer.getByText('Email already exists / invalid email')).toBeVisible({ timeout: 30_000 })
  await expect(portal.getByText('Failed to create user')).toBeVisible()
  await drawer.getByRole('button', { name: 'Cancel' }).click()
  await drawer.getByTestId('user-drawer-discard-confirm').click()
  await expect(drawer).toBeHidden()

  // The server refuses an ADMIN from a manager too, whatever the screen offers.
  const asManager = await harness.portal.dispatcher.dispatch('api:graphql', {
    service: 'router',
    document: 'mutation ($input: CreateUserInput!) { createUser(input: $input) { ok code } }',
    variables: {
      input: {
        email: 'nieuwe.admin@talentbrug.nl',
        password: firstPassword,
        confirmPassword: firstPassword,
        role: 'ADMIN',
        name: 'Nieuwe Admin',
        chatbots: ['cb-werving'],
        language: 'nl-NL',
        allTeams: true,
        teams: [],
      },
    },
  })
  expect(asManager.ok && asManager.value).toEqual({ createUser: { ok: false, code: 'role_not_allowed' } })

  // The drawer's two tabs for the new user.
  const row = portal.locator(`[data-testid="user-row"][data-email="${newUser.email}"]`)
  await row.getByTestId('user-edit').click()
  const edit = portal.getByRole('dialog', { name: newUser.name })
  await expect(edit.getByTestId('user-teams')).toBeVisible()
  await still(portal)
  await expectAccessible(portal, 'edit user (en-US)', openDialog)
  await saveScreenshot(portal, 'users-drawer-edit-en-US')
  await edit.getByTestId('user-tab-password').click()
  await expect(portal).toHaveURL(/tab=password/)
  await saveScreenshot(portal, 'users-drawer-password-en-US')
  // Dark: the list and the drawer.
  await portal.emulateMedia({ colorScheme: 'dark' })
  await expect(portal.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await saveScreenshot(portal, 'users-drawer-password-dark-en-US')
  await expectAccessible(portal, 'change password tab, dark (en-US)', openDialog)
  await edit.getByRole('button', { name: 'Close' }).click()
  await expect(edit).toBeHidden()
  await still(portal)
  await saveScreenshot(portal, 'users-list-dark-en-US')
  await portal.emulateMedia({ colorScheme: 'light' })

  // 'All employees', agents, the permissions page and 'Your info', in both languages.
  for (const language of ['en-US', 'nl-NL'] as const) {
    if (language === 'nl-NL') {
      await switchLanguage(portal, 'nl-NL')
      await openRoute(portal, harness, '/users')
      await expect(portal.getByTestId('user-row').first()).toBeVisible()
      await still(portal)
      await saveScreenshot(portal, 'users-list-nl-NL')
      await portal
        .locator(`[data-testid="user-row"][data-email="${newUser.email}"]`)
        .getByTestId('user-edit')
        .click()
      await expect(portal.getByRole('tab', { name: 'Gebruiker bewerken' })).toBeVisible()
      await saveScreenshot(portal, 'users-drawer-edit-nl-NL')
      await portal.getByRole('tab', { name: 'Wachtwoord wijzigen' }).click()
      await saveScreenshot(portal, 'users-drawer-password-nl-NL')
      await portal
        .getByRole('dialog', { name: newUser.name })
        .getByRole('button', { name: 'Sluiten' })
        .click()
      await portal.getByTestId('user-add').click()
      await expect(portal.getByRole('dialog', { name: 'Gebruiker toevoegen' })).toBeVisible()
      await saveScreenshot(portal, 'users-drawer-create-nl-NL')
      const create = portal.getByRole('dialog', { name: 'Gebruiker toevoegen' })
      await create.getByRole('button', { name: 'Annuleren' }).click()
      await expect(create).toBeHidden()
    }
    const names =
      language === 'en-US'
        ? { employees: 'All employees', agents: 'Agents', permissions: 'Permissions' }
        : { employees: 'Alle medewerkers', agents: 'Agents', permissions: 'Rechten' }
    await portal.getByRole('link', { name: names.employees }).click()
    await expect(portal.getByTestId('employee-row').first()).toBeVisible()
    await expect(
      portal
        .locator(`[data-testid="employee-row"][data-email="daan.visser@talentbrug.nl"]`)
        .getByTestId('employee-agent'),
    ).toHaveText(language === 'en-US' ? 'Agent' : 'Agent')
    await still(portal)
    await saveScreenshot(portal, `users-employees-${language}`)
    await portal.getByRole('link', { name: names.agents, exact: true }).click()
    await expect(portal.getByTestId('agent-row').first()).toBeVisible()
    await still(portal)
    await saveScreenshot(portal, `users-agents-${language}`)
    await portal.getByRole('link', { name: names.permissions }).click()
    await expect(portal.getByTestId('permissions-table')).toBeVisible()
    await still(portal)
    await saveScreenshot(portal, `users-permissions-${language}`)
    await portal.getByRole('link', { name: language === 'en-US' ? 'Your info' : 'Jouw gegevens' }).click()
    await expect(portal.getByTestId('your-info-name')).toHaveValue('Mark Jansen')
    await still(portal)
    await saveScreenshot(portal, `users-your-info-${language}`)
  }

  // An agent's switch saves (updateAgent.ok) and stays.
  await openRoute(portal, harness, '/users-agents')
  const agent = portal.getByTestId('agent-row').filter({ hasText: 'Daan Visser' })
  await agent.getByTestId('agent-active').click({ force: true })
  await expect(agent.getByRole('switch', { name: /is actief/ })).not.toBeChecked()
  await portal.reload()
  await expect(agent.getByRole('switch', { name: /is actief/ })).not.toBeChecked()

  // The new employee signs in: one chatbot, one team's conversations.
  await signOut(portal)
  await signInAgain(portal, newUser.email, firstPassword)
  await expect(portal.getByTestId('chatbot-card')).toHaveCount(1)
  await expect(portal.getByTestId('chatbot-card')).toContainText('Talentbrug Werving')
  const messages = await harness.portal.dispatcher.dispatch('api:rest', {
    call: 'clientMessages',
    query: clientMessagesParams('talentbrug-werving', defaultInboxFilters(new Date()), {
      pageNum: 1,
      pageSize: 100,
    }),
  })
  expect(messages.ok).toBe(true)
  const page = (messages.ok ? messages.value : {}) as {
    messages: { teamNames: string[] }[]
    filter_options?: { team_names: string[] }
  }
  expect(page.messages.length).toBeGreaterThan(0)
  for (const message of page.messages) expect(message.teamNames).toEqual(['Team Zuid'])
  expect(page.filter_options?.team_names).toEqual(['Team Zuid'])
  // Users management is not theirs: no navigation entry, and the route sends them home.
  await expect(portal.getByRole('link', { name: /^(Gebruikers|Users)$/ })).toHaveCount(0)
  await openRoute(portal, harness, '/users')
  await expect(portal).toHaveURL(/#\/chatbots$/)
  await signOut(portal)

  // The manager sets a new password in the drawer.
  await signInAgain(portal, 'manager@demo.nl', demoPassword)
  await openRoute(portal, harness, '/users')
  await portal
    .locator(`[data-testid="user-row"][data-email="${newUser.email}"]`)
    .getByTestId('user-edit')
    .click()
  await portal.getByRole('tab', { name: 'Wachtwoord wijzigen' }).click()
  const passwordTab = portal.getByRole('dialog', { name: newUser.name })
  await passwordTab.getByTestId('user-drawer-submit').click()
  await expect(passwordTab.getByText('Vul een wachtwoord in.', { exact: true })).toBeVisible()
  await passwordTab.getByTestId('user-password').fill(secondPassword)
  await passwordTab.getByTestId('user-confirm-password').fill(secondPassword)
  await passwordTab.getByTestId('user-drawer-submit').dblclick()
  await expect(passwordTab).toBeHidden({ timeout: 30_000 })
  await expect(portal.getByText(`Het nieuwe wachtwoord voor ${newUser.name} is ingesteld.`)).toBeVisible()
  await signOut(portal)

  // The old password no longer works; the new one does. The employee switches language in 'Your info'.
  await submitCredentials(portal, newUser.email, firstPassword)
  await expect(
    portal.getByText(/Onjuiste gebruikersnaam of wachtwoord|Incorrect username or password/),
  ).toBeVisible()
  await signInAgain(portal, newUser.email, secondPassword)
  await openRoute(portal, harness, '/your-info')
  await expect(portal.locator('html')).toHaveAttribute('lang', 'nl-NL')
  await portal.getByTestId('your-info-language-choice').getByText('Engels', { exact: true }).click()
  await expect(portal.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(portal.getByRole('heading', { level: 1, name: 'Your info' })).toBeVisible()
  await expect(portal.getByRole('link', { name: 'Your info' })).toBeVisible()
  // It persists: read back from the server.
  const me = await harness.portal.dispatcher.dispatch('api:graphql', {
    service: 'router',
    document: 'query { user { language } }',
  })
  expect(me.ok && me.value).toEqual({ user: { language: 'en-US' } })

  // The manager (on another computer) removes the employee: their next request signs them out.
  const token = await managerElsewhere(harness)
  const list = (await routerAs(
    harness,
    token,
    'query ($s: String) { userList(search: $s) { users { id } } }',
    {
      s: newUser.email,
    },
  )) as { data: { userList: { users: { id: string }[] } } }
  const id = list.data.userList.users[0]?.id
  expect(id).toBeTruthy()
  const removed = (await routerAs(harness, token, 'mutation ($id: ID!) { deleteUser(id: $id) { ok } }', {
    id,
  })) as { data: { deleteUser: { ok: boolean } } }
  expect(removed.data.deleteUser.ok).toBe(true)
  await portal.reload()
  await expect(portal).toHaveURL(/#\/login$/, { timeout: 20_000 })
})

test('removing a user asks first; nobody removes themselves', async ({ portal, harness }) => {
  await signIn(portal, harness, 'manager@demo.nl')
  await openRoute(portal, harness, '/users')
  // Nobody removes themselves: no remove action on one's own row.
  const own = portal.locator('[data-testid="user-row"][data-email="manager@demo.nl"]')
  await expect(own).toBeVisible()
  await expect(own.getByTestId('user-remove')).toHaveCount(0)
  // A manager cannot act on an admin: no edit or remove there.
  await expect(
    portal.locator('[data-testid="user-row"][data-email="admin@demo.nl"]').getByTestId('user-remove'),
  ).toHaveCount(0)
  const row = portal.locator('[data-testid="user-row"][data-email="daan.visser@talentbrug.nl"]')
  await row.getByTestId('user-remove').click()
  const dialog = portal.getByRole('dialog', { name: 'Gebruiker verwijderen' })
  await expect(dialog).toContainText('daan.visser@talentbrug.nl')
  await expectAccessible(portal, 'remove user (nl-NL)', openDialog)
  await dialog.getByTestId('remove-user-confirm').dblclick()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(0)
  await expect(portal.getByText('Gebruiker verwijderen mislukt')).toHaveCount(0)
  // The server refuses what the screen does not offer: oneself, and an admin for a manager.
  for (const [id, code] of [
    ['u-manager', 'cannot_delete_self'],
    ['u-admin', 'forbidden'],
  ] as const) {
    const answer = await harness.portal.dispatcher.dispatch('api:graphql', {
      service: 'router',
      document: 'mutation ($id: ID!) { deleteUser(id: $id) { ok code } }',
      variables: { id },
    })
    expect(answer.ok && answer.value).toEqual({ deleteUser: { ok: false, code } })
  }
})

test('1920×1080: the users list and the drawer use the room', async ({ portal, harness, page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await signIn(portal, harness, 'superuser@demo.nl')
  await openRoute(portal, harness, '/users?open=u-employee')
  await expect(portal.getByRole('dialog', { name: "Eva O'Brien-de Vries" })).toBeVisible()
  await expect(portal.getByTestId('user-email')).toBeFocused()
  // A superuser may give every role.
  await openList(portal, 'user-role')
  await expect(portal.getByRole('option')).toHaveText([
    'Beheerder',
    'Manager',
    'Teamleider',
    'Medewerker',
    'Partner',
  ])
  await portal.getByTestId('user-role').click()
  await saveScreenshot(portal, 'users-drawer-1920')
})

test("dark: every users screen; one's own phone number changes only with the current password", async ({
  portal,
  harness,
}) => {
  test.setTimeout(600_000)
  await signIn(portal, harness, 'manager@demo.nl')
  await switchLanguage(portal, 'en-US')
  await portal.emulateMedia({ colorScheme: 'dark' })
  await openRoute(portal, harness, '/users')
  await expect(portal.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await expect(portal.getByTestId('user-row').first()).toBeVisible()
  await still(portal)
  await saveScreenshot(portal, 'users-dark-list-en-US')
  await openRoute(portal, harness, '/users?open=u-employee')
  const edit = portal.getByRole('dialog', { name: "Eva O'Brien-de Vries" })
  await expect(edit.getByTestId('user-teams')).toBeVisible()
  await still(portal)
  await expectAccessible(portal, "'Edit user', dark (en-US)", openDialog)
  await saveScreenshot(portal, 'users-dark-drawer-edit-en-US')
  await edit.getByRole('button', { name: 'Close' }).click()
  await expect(edit).toBeHidden()
  for (const [route, rowTestId, name] of [
    ['/users-employees', 'employee-row', 'employees'],
    ['/users-agents', 'agent-row', 'agents'],
    ['/users-permissions', 'permissions-table', 'permissions'],
  ] as const) {
    await openRoute(portal, harness, route)
    await expect(portal.getByTestId(rowTestId).first()).toBeVisible()
    await still(portal)
    await saveScreenshot(portal, `users-dark-${name}-en-US`)
  }

  // 'Your info': the phone form, its live messages, a wrong password refused, then the change.
  await openRoute(portal, harness, '/your-info')
  await expect(portal.getByTestId('your-info-name')).toHaveValue('Mark Jansen')
  const before = (await portal.getByTestId('your-info-phone-number').textContent()) ?? ''
  await portal.getByTestId('your-info-change-phone').click()
  const phone = portal.getByTestId('your-info-new-phone')
  await phone.fill('0612')
  await phone.blur()
  await expect(
    portal.getByText('Please enter a valid phone number, for example +31 6 12345678.'),
  ).toBeVisible()
  await portal.getByTestId('your-info-save-phone').click()
  await expect(portal.getByText('Please enter your current password.')).toBeVisible()
  await phone.fill('+31 6 7777 8888')
  await expect(
    portal.getByText('Please enter a valid phone number, for example +31 6 12345678.'),
  ).toBeHidden()
  await portal.getByTestId('your-info-phone-password').fill('Niet-Het-Wachtwoord1!')
  await portal.getByTestId('your-info-save-phone').click()
  await expect(portal.getByText('The current password is incorrect.')).toBeVisible()
  await expect(portal.getByTestId('your-info-phone-number')).toHaveText(before)
  await still(portal)
  await expectStateAccessible(portal, "your info's phone form, dark (en-US)")
  await saveScreenshot(portal, 'users-dark-your-info-phone-en-US')
  await portal.getByTestId('your-info-phone-password').fill(demoPassword)
  await portal.getByTestId('your-info-save-phone').dblclick()
  await expect(
    portal.getByText('Your phone number is saved. Your next sign-in code goes to this number.'),
  ).toBeVisible()
  await expect(portal.getByTestId('your-info-phone-number')).toHaveText('+31677778888')
  await expect(portal.getByTestId('your-info-phone-form')).toHaveCount(0)
  await saveScreenshot(portal, 'users-dark-your-info-en-US')
  // Through the API: the signed-in user's number is the new one.
  const answer = await harness.portal.dispatcher.dispatch('api:graphql', {
    service: 'router',
    document: '{ user { email phoneNumber } }',
    variables: {},
  })
  expect(answer.ok && answer.value).toEqual({
    user: { email: 'manager@demo.nl', phoneNumber: '+31677778888' },
  })

  // Dutch: the form's messages in the interface language (the English notice closed first).
  await portal
    .locator('.mantine-Notification-root')
    .filter({ hasText: 'Your phone number is saved.' })
    .getByRole('button')
    .click()
  await switchLanguage(portal, 'nl-NL')
  await openRoute(portal, harness, '/your-info')
  await portal.getByTestId('your-info-change-phone').click()
  await portal.getByTestId('your-info-new-phone').fill('bel me')
  await portal.getByTestId('your-info-phone-password').fill('Niet-Het-Wachtwoord1!')
  await portal.getByTestId('your-info-save-phone').click()
  await expect(
    portal.getByText('Vul een geldig telefoonnummer in, bijvoorbeeld +31 6 12345678.'),
  ).toBeVisible()
  await portal.getByTestId('your-info-new-phone').fill('+31 6 1234 5678')
  await portal.getByTestId('your-info-save-phone').click()
  await expect(portal.getByText('Het huidige wachtwoord is onjuist.')).toBeVisible()
  await still(portal)
  // The page scrolled to the field in error; a full-page capture wants it at the top.
  await portal.evaluate(() => {
    window.scrollTo(0, 0)
    for (const element of document.querySelectorAll('*')) if (element.scrollTop) element.scrollTop = 0
  })
  await saveScreenshot(portal, 'users-dark-your-info-phone-nl-NL')
})
