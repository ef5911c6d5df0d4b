import type { WidgetConfig, WidgetPreview } from '@shared/domain/settings'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * After another manager saved the widget first: their saved widget with this user's own changes on top.
 * A field (a colour of the style each on its own) this user did not change since `base` takes `theirs`;
 * one they changed keeps the user's value. The version becomes theirs, so the next save is
 * accepted once the user has seen the merge. Nothing either manager typed is dropped unseen.
 */
export function mergeOverTheirs(base: WidgetConfig, mine: WidgetConfig, theirs: WidgetConfig): WidgetConfig {
  const style = Object.fromEntries(
    Object.entries(theirs.style).map(([key, value]) => {
      const field = key as keyof WidgetConfig['style']
      return [key, same(mine.style[field], base.style[field]) ? value : mine.style[field]]
    }),
  ) as WidgetConfig['style']
  const merged = Object.fromEntries(
    Object.entries(theirs).map(([key, value]) => {
      const field = key as keyof WidgetConfig
      return [key, same(mine[field], base[field]) ? value : mine[field]]
    }),
  ) as WidgetConfig
  return { ...merged, style, version: theirs.version }
}

/** The same for the launcher teaser: field by field (the buttons as one field), at their version. */
export function mergeTeaserOverTheirs(
  base: WidgetPreview,
  mine: WidgetPreview,
  theirs: WidgetPreview,
): WidgetPreview {
  const merged = Object.fromEntries(
    Object.entries(theirs).map(([key, value]) => {
      const field = key as keyof WidgetPreview
      return [key, same(mine[field], base[field]) ? value : mine[field]]
    }),
  ) as WidgetPreview
  return { ...merged, version: theirs.version }
}
