import {
  expect,
  expectAccessibleInBothSchemes,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
} from './support/fixtures'

/**
 * Documentation: a manager opens NLP for the first time and gets its hint, follows it to the article, searches
 * the documentation, and the hint stays away on the next visit (User.pagesVisited on the server). Signed in
 * through main; screenshots in nl-NL and en-US, light and dark.
 */
test('a manager follows the first-visit hint to the documentation and searches it', async ({
  portal: page,
  harness,
}) => {
  await signIn(page, harness, 'manager@demo.nl')
  await openRoute(page, harness, '/nlp')
  const hint = page.getByTestId('first-visit-hint')
  await expect(hint).toHaveAttribute('data-page', 'nlp', { timeout: 30_000 })
  await saveScreenshot(page, 'documentation-hint-nl')
  await expect(hint).toContainText('“NLP: intenties trainen”')
  await hint.getByRole('link', { name: 'Lees de uitleg' }).click()

  await expect(page).toHaveURL(/#\/documentation\?article=nlp/)
  const article = page.getByTestId('documentation-article')
  await expect(article.getByRole('heading', { name: 'NLP: intenties trainen' })).toBeVisible()
  await page.getByLabel('Zoek in de documentatie').fill('agenda koppelen')
  await expect(page.getByTestId('documentation-list').getByRole('link')).toHaveText([/Agenda en afspraken/])
  // The search leads: its first hit is the article shown.
  await expect(article.getByRole('heading', { name: 'Agenda en afspraken' })).toBeVisible()
  await saveScreenshot(page, 'documentation-nl')
  await expectAccessibleInBothSchemes(page, 'documentation')

  await switchLanguage(page, 'en-US')
  await page.emulateMedia({ colorScheme: 'dark' })
  await openRoute(page, harness, '/documentation?article=calendar')
  await expect(article.getByRole('heading', { name: 'Calendar and appointments' })).toBeVisible()
  await saveScreenshot(page, 'documentation-en-dark')

  // The hint was seen: the server remembers it, so NLP opens without it.
  await openRoute(page, harness, '/nlp')
  await expect(page.getByTestId('intent-list')).toBeVisible({ timeout: 30_000 })
  await expect(hint).toHaveCount(0)
})
