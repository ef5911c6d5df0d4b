import { signedInState, useSession } from '../../lib/session'
import { useMe } from './api/me'
import type { FormActor } from './forms/user-form'

/**
 * The signed-in user as the user form's rules see them: role and chatbots from the session, whether they
 * see all teams from the router's `user` (null until both are there).
 */
export function useFormActor(): {
  actor: FormActor | null
  chatbots: readonly { readonly id: string; readonly projectName: string }[]
} {
  const session = signedInState(useSession().data)
  const me = useMe().data
  if (!session || !me) return { actor: null, chatbots: [] }
  const user = session.user
  return {
    actor: {
      id: user.id,
      role: user.role,
      isSuperuser: user.isSuperuser,
      organizationId: me.organization.id,
      chatbotIds: user.chatbots.map((chatbot) => chatbot.id),
      allTeams: me.allTeams,
    },
    chatbots: user.chatbots,
  }
}
