import {
  Alert,
  Anchor,
  MultiSelect,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import {
  Controller,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Merge,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { interfaceLanguages } from '@shared/domain/languages'
import {
  createUserSchema,
  fullName,
  updateUserSchema,
  userPasswordSchema,
  type CreateUserValues,
  type UpdateUserValues,
  type UserPasswordValues,
} from '@shared/domain/users'
import { useFieldError } from '../../../lib/field-errors'
import { useEntityForm, type EntityForm } from '../../../lib/use-entity-form'
import { EntityDrawer } from '../../../ui/entity-drawer'
import { PasswordChecklist } from '../../../ui/password-checklist'
import { useAssignableTeams } from '../api/assignable-teams'
import type { ListedUser } from '../api/user-fields'
import { useCreateUser, useUpdateEmployee, useUpdateUser } from '../api/user-mutations'
import {
  chatbotOptions,
  editUserValues,
  mayChangeRole,
  mayToggleAllTeams,
  newUserValues,
  roleOptions,
  teamOptions,
  type FormActor,
} from '../forms/user-form'
import { useNotify } from '../../../ui/notify'
import { UserMutationError } from '../user-result'
import { RolePreview } from './role-preview'

type Chatbots = readonly { readonly id: string; readonly projectName: string }[]
export type DrawerTab = 'edit' | 'password'

/**
 * The user drawer (spec 000 §2): 'Add user' with the whole user form, or an existing user's tabs 'Edit user'
 * and 'Change password'. Every rule and message is the shared one (users.ts); the server answers the same
 * rules, its refusals shown in the interface language; a save acts once on a double click.
 */
export function UserDrawer({
  actor,
  chatbots,
  account,
  tab = 'edit',
  onTab,
  onClose,
}: {
  actor: FormActor
  chatbots: Chatbots
  account: ListedUser | null
  tab?: DrawerTab
  onTab?: (tab: DrawerTab) => void
  onClose: () => void
}) {
  if (!account) return <CreateUserDrawer actor={actor} chatbots={chatbots} onClose={onClose} />
  return (
    <EditUserDrawer
      actor={actor}
      chatbots={chatbots}
      account={account}
      tab={tab}
      onTab={onTab ?? (() => undefined)}
      onClose={onClose}
    />
  )
}

/** A failed save's message: the refusal's own when there is one, else the spec's sentence. */
function failureMessage(fallback: string, error: unknown): string {
  const specific =
    error instanceof UserMutationError && error.code !== 'invalid_input' ? error.errorMessage : null
  return specific ?? fallback
}

function CreateUserDrawer({
  actor,
  chatbots,
  onClose,
}: {
  actor: FormActor
  chatbots: Chatbots
  onClose: () => void
}) {
  const { t } = useTranslation(['users', 'common'])
  const create = useCreateUser()
  const notify = useNotify()
  const entity = useEntityForm({
    schema: createUserSchema,
    defaultValues: newUserValues(actor),
    namespace: 'users',
    submit: async (values) => {
      try {
        await create.mutateAsync(values)
      } catch (error) {
        notify.failed(
          failureMessage(t('notifications.createFailed.message'), error),
          t('notifications.createFailed.title'),
        )
        throw error
      }
      notify.done(t('notifications.created', { name: values.name.trim() }))
      onClose()
    },
  })
  const profile = entity.form as unknown as UseFormReturn<UpdateUserValues>
  return (
    <EntityDrawer
      opened
      onClose={onClose}
      title={t('drawer.createTitle')}
      entity={entity}
      submitLabel={t('drawer.create')}
      testId="user-drawer"
    >
      {/* A new account has no mobile number yet: say so before the user meets it at their first sign-in. */}
      <Text size="sm" data-testid="user-first-sign-in">
        {t('drawer.firstSignIn')}
      </Text>
      <ProfileFields form={profile} actor={actor} chatbots={chatbots} account={null}>
        <NewPasswordFields form={entity.form} />
      </ProfileFields>
      <InvalidFormNotice
        errors={entity.form.formState.errors}
        submitted={entity.form.formState.submitCount > 0}
      />
    </EntityDrawer>
  )
}

function EditUserDrawer({
  actor,
  chatbots,
  account,
  tab,
  onTab,
  onClose,
}: {
  actor: FormActor
  chatbots: Chatbots
  account: ListedUser
  tab: DrawerTab
  onTab: (tab: DrawerTab) => void
  onClose: () => void
}) {
  const { t } = useTranslation(['users', 'common'])
  const update = useUpdateUser()
  const notify = useNotify()
  const setPassword = useUpdateEmployee()
  const name = fullName(account) || account.email
  const self = account.id === actor.id
  const employeeId = account.employee?.id ?? null
  const edit = useEntityForm({
    schema: updateUserSchema,
    defaultValues: editUserValues(account),
    namespace: 'users',
    submit: async (values) => {
      try {
        await update.mutateAsync({ id: account.id, input: values })
      } catch (error) {
        notify.failed(
          failureMessage(t('notifications.updateFailed.message'), error),
          t('notifications.updateFailed.title'),
        )
        throw error
      }
      notify.done(t('notifications.updated', { name: values.name.trim() }))
      onClose()
    },
  })
  const password = useEntityForm({
    schema: userPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
    namespace: 'users',
    submit: async (values) => {
      if (!employeeId) return
      try {
        await setPassword.mutateAsync({ id: employeeId, ...values })
      } catch (error) {
        notify.failed(t('notifications.passwordFailed'))
        throw error
      }
      notify.done(t('notifications.passwordSet', { name }))
      onClose()
    },
  })
  // No password tab for oneself ('Your info' changes it with the old one) or an account without an employee.
  const passwordTab = !self && employeeId !== null
  const current: DrawerTab = passwordTab ? tab : 'edit'
  const entity = (current === 'edit' ? edit : password) as EntityForm<UpdateUserValues | UserPasswordValues>
  return (
    <EntityDrawer
      opened
      onClose={onClose}
      title={name}
      entity={entity}
      submitLabel={current === 'password' ? t('drawer.savePassword') : undefined}
      testId="user-drawer"
      header={
        <Tabs value={current} onChange={(value) => value && onTab(value as DrawerTab)} mb="md">
          <Tabs.List>
            <Tabs.Tab value="edit" data-testid="user-tab-edit">
              {t('drawer.tabs.edit')}
            </Tabs.Tab>
            {passwordTab && (
              <Tabs.Tab value="password" data-testid="user-tab-password">
                {t('drawer.tabs.password')}
              </Tabs.Tab>
            )}
          </Tabs.List>
        </Tabs>
      }
    >
      {current === 'edit' ? (
        <>
          <ProfileFields form={edit.form} actor={actor} chatbots={chatbots} account={account} />
          {self && (
            <Text fz="sm" c="dimmed">
              <Anchor component={Link} to="/your-info" fz="sm">
                {t('drawer.ownPassword')}
              </Anchor>
            </Text>
          )}
          <InvalidFormNotice
            errors={edit.form.formState.errors}
            submitted={edit.form.formState.submitCount > 0}
          />
        </>
      ) : (
        <>
          <Text fz="sm" c="dimmed">
            {t('drawer.passwordIntro')}
          </Text>
          <NewPasswordFields form={password.form} />
          <InvalidFormNotice
            errors={password.form.formState.errors}
            submitted={password.form.formState.submitCount > 0}
          />
        </>
      )}
    </EntityDrawer>
  )
}

/** A list field's error: on the list itself, or on its first bad item. */
function listError(error: Merge<FieldError, (FieldError | undefined)[]> | undefined): FieldError | undefined {
  if (!error) return undefined
  if (typeof error.message === 'string' && error.message) return error as FieldError
  return Object.values(error).find(
    (item): item is FieldError => typeof item === 'object' && item !== null && 'message' in item,
  )
}

/** Spec 000 §5's overall message, under a form that does not validate. */
function InvalidFormNotice({ errors, submitted }: { errors: FieldErrors; submitted: boolean }) {
  const { t } = useTranslation('common')
  if (!submitted || Object.keys(errors).length === 0) return null
  return (
    <Alert color="red" variant="light" role="alert" data-testid="user-form-invalid">
      {t('errors.invalid_input')}
    </Alert>
  )
}

/** Password, its live checklist (spec 000 §5 criteria) and the confirmation. */
function NewPasswordFields({
  form,
}: {
  form: UseFormReturn<UserPasswordValues> | UseFormReturn<CreateUserValues>
}) {
  const { t } = useTranslation('users')
  const fieldError = useFieldError('users')
  const typed = form as unknown as UseFormReturn<UserPasswordValues>
  const value = useWatch({ control: typed.control, name: 'password' }) ?? ''
  const { errors } = typed.formState
  return (
    <>
      <PasswordInput
        label={t('fields.password')}
        autoComplete="new-password"
        required
        aria-describedby="user-password-checklist"
        error={fieldError(errors.password)}
        {...typed.register('password')}
        data-testid="user-password"
      />
      <PasswordChecklist password={value} id="user-password-checklist" />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={fieldError(errors.confirmPassword)}
        {...typed.register('confirmPassword')}
        data-testid="user-confirm-password"
      />
    </>
  )
}

/** Email, name, (password), role, chatbots, language, all teams or teams: the user form (spec 000 §3). */
function ProfileFields({
  form,
  actor,
  chatbots,
  account,
  children,
}: {
  form: UseFormReturn<UpdateUserValues>
  actor: FormActor
  chatbots: Chatbots
  account: ListedUser | null
  children?: React.ReactNode
}) {
  const { t } = useTranslation('users')
  const fieldError = useFieldError('users')
  const teams = useAssignableTeams()
  const { errors } = form.formState
  const [role, chosenChatbots, allTeams] = useWatch({
    control: form.control,
    name: ['role', 'chatbots', 'allTeams'],
  })
  const submitted = form.formState.submitCount > 0
  const chosenTeams = useWatch({ control: form.control, name: 'teams' }) ?? []
  // After a submit, the team rule's message follows the "all teams" switch at once (the shared rule:
  // all teams, or at least one team), not only at the next submit.
  const teamsMissing = submitted && !allTeams && chosenTeams.length === 0
  const roleChangeable = mayChangeRole(actor, account)
  const chatbotNames = Object.fromEntries(chatbots.map((chatbot) => [chatbot.id, chatbot.projectName]))
  const teamGroups = teamOptions(teams.data ?? [], chosenChatbots ?? [], chatbotNames, account)
  const teamChatbot = Object.fromEntries((teams.data ?? []).map((team) => [team.id, team.chatbotId]))
  return (
    <Stack gap="sm">
      <TextInput
        label={t('fields.email')}
        description={t('fields.emailHint')}
        type="email"
        autoComplete="off"
        required
        maxLength={300}
        error={fieldError(errors.email)}
        {...form.register('email')}
        data-autofocus
        data-testid="user-email"
      />
      <TextInput
        label={t('fields.name')}
        required
        maxLength={200}
        autoComplete="off"
        error={fieldError(errors.name)}
        {...form.register('name')}
        data-testid="user-name"
      />
      {children}
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <Stack gap={2}>
            <Select
              label={t('fields.role')}
              required
              disabled={!roleChangeable}
              description={roleChangeable ? undefined : t('fields.roleOwn')}
              data={roleOptions(actor, account?.role).map((option) => ({
                ...option,
                label: t(`roles.${option.value}` as 'roles.ADMIN', { defaultValue: option.value }),
              }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.role)}
              allowDeselect={false}
              data-testid="user-role"
            />
            <div>
              <RolePreview role={role ?? ''} />
            </div>
          </Stack>
        )}
      />
      <Controller
        control={form.control}
        name="chatbots"
        render={({ field }) => (
          <MultiSelect
            label={t('fields.chatbots')}
            placeholder={(field.value ?? []).length === 0 ? t('fields.chatbotsPlaceholder') : undefined}
            required
            searchable
            data={chatbotOptions(chatbots, account)}
            value={field.value ?? []}
            onChange={(value) => {
              field.onChange(value)
              // Teams of a chatbot no longer chosen go with it (a team must belong to one of the chatbots).
              const kept = (form.getValues('teams') ?? []).filter((id) => {
                const chatbot = teamChatbot[id]
                return chatbot === undefined || value.includes(chatbot)
              })
              form.setValue('teams', kept, { shouldDirty: true })
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(listError(errors.chatbots))}
            data-testid="user-chatbots"
          />
        )}
      />
      <Controller
        control={form.control}
        name="language"
        render={({ field }) => (
          <Select
            label={t('fields.language')}
            required
            data={interfaceLanguages.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.language)}
            allowDeselect={false}
            data-testid="user-language"
          />
        )}
      />
      <Controller
        control={form.control}
        name="allTeams"
        render={({ field }) => (
          <Switch
            label={t('fields.allTeams')}
            description={t('fields.allTeamsHint')}
            checked={field.value}
            disabled={!mayToggleAllTeams(actor)}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked)
            }}
            data-testid="user-all-teams"
          />
        )}
      />
      {!allTeams && (
        <Controller
          control={form.control}
          name="teams"
          render={({ field }) => (
            <MultiSelect
              label={t('fields.teams')}
              description={teamGroups.length === 0 ? t('fields.teamsNone') : t('fields.teamsHint')}
              placeholder={(field.value ?? []).length === 0 ? t('fields.teamsPlaceholder') : undefined}
              required
              searchable
              data={teamGroups}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={
                fieldError(listError(errors.teams)) ??
                fieldError(errors.allTeams) ??
                (teamsMissing ? t('form.teamsRequired') : undefined)
              }
              data-testid="user-teams"
            />
          )}
        />
      )}
    </Stack>
  )
}
