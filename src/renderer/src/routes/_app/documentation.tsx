import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { DocumentationPage } from '../../features/documentation/components/documentation-page'
import { searchValidator } from '../../lib/route-data'
import { IconHelpCircle } from '../../ui/icons'

const text = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.maxLength(max))), undefined)

/**
 * Documentation: the help articles; `q` is the search, `article` the open article (an area's name). Like the
 * dashboard, no loader: the articles are read in the interface language, which the screen knows.
 */
export const Route = createFileRoute('/_app/documentation')({
  staticData: {
    permission: ['read', 'Dashboard'],
    nav: { label: 'documentation.label', icon: IconHelpCircle, group: 'frame.groups.app', order: 890 },
    texts: ['documentation'],
  },
  validateSearch: searchValidator(
    v.object({
      q: text(200),
      article: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/))), undefined),
    }),
  ),
  component: DocumentationRoute,
})

function DocumentationRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <DocumentationPage
      search={search.q ?? ''}
      articleId={search.article}
      onSearch={(q) =>
        // As typed (spaces too: the input shows the address's value); a new search forgets the open article.
        void navigate({ to: '/documentation', search: { q: q || undefined }, replace: true })
      }
    />
  )
}
