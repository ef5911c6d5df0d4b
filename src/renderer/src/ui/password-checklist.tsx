import { List, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { checkPassword, passwordCriteria, passwordSpecialCharacters } from '@shared/domain/password-policy'

/**
 * The spec's password criteria (spec 000 §5), ticked off live while the user types. Each item says in
 * words whether it is met, so the state does not rely on colour or the tick alone.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('session')
  const met = checkPassword(password)
  return (
    <div id={id} data-testid="password-checklist">
      <Text fz="sm" fw={600} mb={4}>
        {t('password.criteria.title')}
      </Text>
      <List spacing={2} size="sm" listStyleType="none" aria-live="polite">
        {passwordCriteria.map(({ id: criterion }) => (
          <List.Item
            key={criterion}
            c={met[criterion] ? 'var(--portal-ok-text)' : 'dimmed'}
            data-criterion={criterion}
            data-met={met[criterion]}
          >
            <span aria-hidden>{met[criterion] ? '✓ ' : '○ '}</span>
            {t(`password.criteria.${criterion}`, { characters: passwordSpecialCharacters })}
            <VisuallyHidden>
              {' '}
              ({met[criterion] ? t('password.criteria.met') : t('password.criteria.notMet')})
            </VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  )
}
