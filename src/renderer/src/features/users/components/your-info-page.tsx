import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { interfaceLanguages, isInterfaceLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import { isRole } from '@shared/domain/roles'
import {
  fullName,
  ownPhoneNumberSchema,
  userNameField,
  type OwnPhoneNumberValues,
} from '@shared/domain/users'
import { errorCode } from '../../../lib/errors'
import { MutationFailedError, useFieldError } from '../../../lib/field-errors'
import { usePreferences, useSetPreferences } from '../../../lib/preferences'
import { signedInState, useSession, useStoreSessionInfo } from '../../../lib/session'
import { useEntityForm } from '../../../lib/use-entity-form'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useMe } from '../api/me'
import { useChangeOwnPhoneNumber } from '../api/own-phone'
import { useUpdateEmployee } from '../api/user-mutations'
import { useNotify } from '../../../ui/notify'

const nameSchema = v.object({ name: userNameField })
type Me = NonNullable<ReturnType<typeof useMe>['data']>

/** 'Your info' (spec 000 §2): one's own name, language, phone number and password. */
export function YourInfoPage() {
  const { t } = useTranslation('users')
  const me = useMe()
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t('yourInfo.title')}</Title>
        <Text c="dimmed">{t('yourInfo.intro')}</Text>
      </Stack>
      {me.isError ? (
        <ErrorState
          error={me.error}
          onRetry={() => void me.refetch()}
          title={t('yourInfo.errorTitle')}
          testId="your-info-error"
        />
      ) : me.isPending || !me.data ? (
        <LoadingSkeleton rows={4} testId="your-info-loading" />
      ) : (
        <YourInfo me={me.data} />
      )}
    </Stack>
  )
}

function Section({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  )
}

function YourInfo({ me }: { me: Me }) {
  const { t } = useTranslation('users')
  const employeeId = me.employee?.id ?? null
  return (
    <>
      <Section testId="your-info-account">
        <Group gap="xl">
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              {t('yourInfo.email')}
            </Text>
            <Text fw={500}>{me.email}</Text>
          </Stack>
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              {t('yourInfo.role')}
            </Text>
            <Text fw={500}>{isRole(me.role) ? t(`roles.${me.role}`) : t('roles.unknown')}</Text>
          </Stack>
        </Group>
        <NameForm me={me} employeeId={employeeId} />
      </Section>
      <Section testId="your-info-language">
        <LanguageChoice me={me} employeeId={employeeId} />
      </Section>
      <Section testId="your-info-phone">
        <PhoneNumber me={me} />
      </Section>
      <Section testId="your-info-password">
        <Text fw={600}>{t('yourInfo.password')}</Text>
        <Text fz="sm" c="dimmed">
          {t('yourInfo.passwordHint')}
        </Text>
        <Group>
          <Button
            component={Link}
            to="/change-password"
            variant="light"
            data-testid="your-info-change-password"
          >
            {t('yourInfo.changePassword')}
          </Button>
        </Group>
      </Section>
    </>
  )
}

function NameForm({ me, employeeId }: { me: Me; employeeId: string | null }) {
  const { t } = useTranslation('users')
  const fieldError = useFieldError('users')
  const update = useUpdateEmployee()
  const notify = useNotify()
  const entity = useEntityForm({
    schema: nameSchema,
    defaultValues: { name: fullName(me) },
    namespace: 'users',
    submit: async ({ name }) => {
      if (!employeeId) return
      await update.mutateAsync({ id: employeeId, name })
      notify.done(t('yourInfo.saved'))
    },
  })
  return (
    <form noValidate onSubmit={(event) => void entity.onSubmit(event)}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('yourInfo.name')}
            required
            maxLength={200}
            readOnly={!employeeId}
            error={fieldError(entity.form.formState.errors.name)}
            {...entity.form.register('name')}
            data-testid="your-info-name"
          />
          {employeeId && (
            <Button type="submit" loading={entity.submitting} data-testid="your-info-save-name">
              {t('yourInfo.save')}
            </Button>
          )}
        </Group>
        {entity.formError && (
          <Alert color="red" variant="light" role="alert">
            {entity.formError}
          </Alert>
        )}
      </Stack>
    </form>
  )
}

/**
 * The language: saved on the account (every computer the user signs in on) and as this computer's interface
 * language, so the interface switches at once (unless the organisation fixed it here by policy).
 */
function LanguageChoice({ me, employeeId }: { me: Me; employeeId: string | null }) {
  const { t, i18n } = useTranslation('users')
  const update = useUpdateEmployee()
  const notify = useNotify()
  const preferences = usePreferences()
  const setPreferences = useSetPreferences()
  const session = useSession().data
  const storeSession = useStoreSessionInfo()
  const locked = preferences.data?.locked.includes('language') ?? false
  // What the user reads now: this computer's interface language (the account's, unless chosen here).
  const value: InterfaceLanguage = i18n.language === 'en-US' ? 'en-US' : 'nl-NL'
  const followLocally = (language: InterfaceLanguage) => {
    const signedIn = signedInState(session)
    if (session && signedIn)
      storeSession({ ...session, state: { ...signedIn, user: { ...signedIn.user, language } } })
    if (locked) return
    void i18n.changeLanguage(language)
    setPreferences.mutate({ language })
  }
  const change = (language: string) => {
    if (!isInterfaceLanguage(language) || (language === value && language === me.language)) return
    if (!employeeId) {
      followLocally(language)
      return
    }
    update.mutate(
      { id: employeeId, language },
      {
        onSuccess: () => {
          followLocally(language)
          notify.done(t('yourInfo.languageSaved', { lng: language }))
        },
        onError: () => notify.failed(t('yourInfo.saveFailed')),
      },
    )
  }
  return (
    <>
      <Text fw={600} id="your-info-language-label">
        {t('yourInfo.language')}
      </Text>
      <SegmentedControl
        aria-labelledby="your-info-language-label"
        value={value}
        disabled={update.isPending}
        onChange={change}
        data={interfaceLanguages.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
        data-testid="your-info-language-choice"
        style={{ alignSelf: 'flex-start' }}
      />
      <Text fz="sm" c="dimmed">
        {locked ? t('yourInfo.languageLocked') : t('yourInfo.languageHint')}
      </Text>
    </>
  )
}

/**
 * The phone number sign-in codes go to. It is the second sign-in factor, so changing it asks for the
 * current password (docs/decisions/users.md): an unlocked desk is not enough to redirect codes.
 */
function PhoneNumber({ me }: { me: Me }) {
  const { t } = useTranslation('users')
  const [editing, setEditing] = useState(false)
  return (
    <>
      <Text fw={600}>{t('yourInfo.phone')}</Text>
      <Text data-testid="your-info-phone-number">{me.phoneNumber ?? t('yourInfo.phoneNone')}</Text>
      <Text fz="sm" c="dimmed">
        {t('yourInfo.phoneHint')}
      </Text>
      {editing ? (
        <PhoneForm onDone={() => setEditing(false)} />
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing(true)} data-testid="your-info-change-phone">
            {t('yourInfo.changePhone')}
          </Button>
        </Group>
      )}
    </>
  )
}

/** Server refusals shown on their field in the interface language (the catalogue's text for the code). */
const phoneFieldOfCode: Readonly<
  Record<
    string,
    {
      field: keyof OwnPhoneNumberValues
      message: 'users:form.phoneInvalid' | 'common:errors.wrong_current_password'
    }
  >
> = {
  invalid_phone_number: { field: 'phoneNumber', message: 'users:form.phoneInvalid' },
  wrong_current_password: { field: 'currentPassword', message: 'common:errors.wrong_current_password' },
}

function PhoneForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('users')
  const fieldError = useFieldError('users')
  const change = useChangeOwnPhoneNumber()
  const notify = useNotify()
  const entity = useEntityForm({
    schema: ownPhoneNumberSchema,
    defaultValues: { phoneNumber: '', currentPassword: '' },
    namespace: 'users',
    submit: async (values) => {
      try {
        await change.mutateAsync(values)
      } catch (error) {
        const code = errorCode(error)
        const known = code ? phoneFieldOfCode[code] : undefined
        if (!known) throw error
        // Shown on its field in the interface language; thrown, so the form keeps what was typed.
        if (known.field === 'currentPassword') entity.form.setValue('currentPassword', '')
        throw new MutationFailedError(
          'change own phone number',
          [{ field: known.field, messages: [i18n.t(known.message)] }],
          null,
        )
      }
      notify.done(t('yourInfo.phoneSaved'))
      onDone()
    },
  })
  const errors = entity.form.formState.errors
  return (
    <form noValidate onSubmit={(event) => void entity.onSubmit(event)} data-testid="your-info-phone-form">
      <Stack gap="xs">
        <TextInput
          label={t('yourInfo.newPhone')}
          placeholder={t('yourInfo.newPhonePlaceholder')}
          required
          type="tel"
          autoComplete="tel"
          maxLength={40}
          error={fieldError(errors.phoneNumber)}
          {...entity.form.register('phoneNumber')}
          data-testid="your-info-new-phone"
        />
        <PasswordInput
          label={t('yourInfo.currentPassword')}
          required
          autoComplete="current-password"
          error={fieldError(errors.currentPassword)}
          {...entity.form.register('currentPassword')}
          data-testid="your-info-phone-password"
        />
        {entity.formError && (
          <Alert color="red" variant="light" role="alert">
            {entity.formError}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={entity.submitting} data-testid="your-info-save-phone">
            {t('yourInfo.savePhone')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={entity.submitting}>
            {t('yourInfo.cancelPhone')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
