/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n    mutation AuthenticateCalendar(\n      $code: String!\n      $userId: ID!\n      $calendarType: String!\n      $referer: String!\n    ) {\n      authenticateCalendar(code: $code, userId: $userId, calendarType: $calendarType, referer: $referer) {\n        ok\n        code\n        errorMessage\n        errors {\n          field\n          messages\n        }\n      }\n    }\n  ": typeof types.AuthenticateCalendarDocument,
    "\n    query CalendarLinkWatch {\n      allCalendarUsers {\n        id\n        firstName\n        lastName\n        email\n        isCalendarAuthenticated\n        calendar {\n          product\n        }\n        mayEdit\n      }\n    }\n  ": typeof types.CalendarLinkWatchDocument,
    "\n  query CurrentUser {\n    user {\n      id\n      username\n      firstName\n      lastName\n      email\n      language\n      isSuperuser\n      role\n      requiresPasswordReset\n      organization {\n        id\n        name\n      }\n      chatbots {\n        id\n        name\n        projectId\n        projectName\n        suspended\n        deleted\n        defaultLanguageTag\n        serverAddress\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation UpdateCalendarUser(\n    $id: ID!\n    $timeZone: String!\n    $spokenLanguages: [String!]!\n    $excludedDays: [String!]!\n  ) {\n    updateCalendarUser(\n      id: $id\n      timeZone: $timeZone\n      spokenLanguages: $spokenLanguages\n      excludedDays: $excludedDays\n    ) {\n      ...CalendarUserResultFields\n    }\n  }\n  fragment CalendarUserResultFields on CalendarUserResult {\n    ok\n    code\n    errorMessage\n    errors {\n      field\n      messages\n    }\n    calendarUser {\n      ...CalendarUserFields\n    }\n  }\n": typeof types.UpdateCalendarUserDocument,
    "\n  mutation CreateAvailabilitySchema($calendarUserId: ID!, $input: AvailabilitySchemaInput!) {\n    createAvailabilitySchema(calendarUserId: $calendarUserId, input: $input) {\n      ...CalendarUserResultFields\n    }\n  }\n": typeof types.CreateAvailabilitySchemaDocument,
    "\n  mutation UpdateAvailabilitySchema($id: ID!, $input: AvailabilitySchemaInput!) {\n    updateAvailabilitySchema(id: $id, input: $input) {\n      ...CalendarUserResultFields\n    }\n  }\n": typeof types.UpdateAvailabilitySchemaDocument,
    "\n  mutation DeleteAvailabilitySchema($id: ID!) {\n    deleteAvailabilitySchema(id: $id) {\n      ...CalendarUserResultFields\n    }\n  }\n": typeof types.DeleteAvailabilitySchemaDocument,
    "\n  mutation CreateEventPreference(\n    $calendarUserId: ID!\n    $eventConfigurationId: ID!\n    $input: EventPreferenceInput!\n  ) {\n    createEventPreference(\n      calendarUserId: $calendarUserId\n      eventConfigurationId: $eventConfigurationId\n      input: $input\n    ) {\n      ...CalendarUserResultFields\n    }\n  }\n": typeof types.CreateEventPreferenceDocument,
    "\n  mutation UpdateEventPreference($id: ID!, $version: Int!, $input: EventPreferenceInput!) {\n    updateEventPreference(id: $id, version: $version, input: $input) {\n      ...CalendarUserResultFields\n    }\n  }\n": typeof types.UpdateEventPreferenceDocument,
    "\n  mutation DeleteEventPreference($id: ID!) {\n    deleteEventPreference(id: $id) {\n      ...CalendarUserResultFields\n    }\n  }\n": typeof types.DeleteEventPreferenceDocument,
    "\n  mutation UnlinkGoogleCalendar($userId: ID!) {\n    updateCalendarToken(token: \"\", userId: $userId) {\n      ...CalendarUserResultFields\n    }\n  }\n": typeof types.UnlinkGoogleCalendarDocument,
    "\n  mutation UnlinkMicrosoftCalendar($userId: ID!) {\n    updateMicrosoftCalendarToken(token: \"\", userId: $userId) {\n      ...CalendarUserResultFields\n    }\n  }\n": typeof types.UnlinkMicrosoftCalendarDocument,
    "\n  mutation CreateEventConfiguration($input: EventConfigurationInput!) {\n    createEventConfiguration(input: $input) {\n      ...EventConfigurationResultFields\n    }\n  }\n  fragment EventConfigurationResultFields on EventConfigurationResult {\n    ok\n    code\n    errorMessage\n    errors {\n      field\n      messages\n    }\n    eventConfiguration {\n      ...EventConfigurationFields\n    }\n  }\n": typeof types.CreateEventConfigurationDocument,
    "\n  mutation UpdateEventConfiguration($id: ID!, $input: EventConfigurationInput!) {\n    updateEventConfiguration(id: $id, input: $input) {\n      ...EventConfigurationResultFields\n    }\n  }\n": typeof types.UpdateEventConfigurationDocument,
    "\n  mutation DeleteEventConfiguration($id: ID!) {\n    deleteEventConfiguration(id: $id) {\n      ...EventConfigurationResultFields\n    }\n  }\n": typeof types.DeleteEventConfigurationDocument,
    "\n  mutation CloneEventConfiguration($id: ID!, $newName: String!) {\n    cloneEventConfiguration(id: $id, newName: $newName) {\n      ...EventConfigurationResultFields\n    }\n  }\n": typeof types.CloneEventConfigurationDocument,
    "\n  fragment CalendarUserFields on CalendarUser {\n    id\n    userRouterId\n    email\n    firstName\n    lastName\n    isCalendarAuthenticated\n    calendar {\n      product\n    }\n    timeZone\n    spokenLanguages\n    excludedDays\n    mayEdit\n    availabilitySchemas {\n      ...AvailabilitySchemaFields\n    }\n    eventPreferences {\n      id\n      version\n      dailyLimit\n      planOffsetDays\n      sameDayOffsetHours\n      planRange\n      timeBeforeEvent\n      timeAfterEvent\n      enabled\n      scheduleAvailabilitySchema {\n        id\n      }\n      scheduleAvailabilities {\n        day\n        startTime\n        endTime\n      }\n      eventConfiguration {\n        id\n      }\n    }\n  }\n  fragment AvailabilitySchemaFields on AvailabilitySchema {\n    id\n    name\n    timeZone\n    isDefault\n    usedBy\n    scheduleAvailabilities {\n      day\n      startTime\n      endTime\n    }\n  }\n": typeof types.CalendarUserFieldsFragmentDoc,
    "\n  query CalendarUserDetail($id: ID!) {\n    calendarUser(id: $id) {\n      ...CalendarUserFields\n    }\n  }\n": typeof types.CalendarUserDetailDocument,
    "\n  query CalendarOverview {\n    allCalendarUsers {\n      id\n      userRouterId\n      email\n      firstName\n      lastName\n      isCalendarAuthenticated\n      calendar {\n        product\n      }\n      timeZone\n      spokenLanguages\n      excludedDays\n      mayEdit\n      eventPreferences {\n        id\n        enabled\n        eventConfiguration {\n          id\n        }\n      }\n    }\n    allEventConfigurations {\n      ...EventConfigurationFields\n    }\n  }\n  fragment EventConfigurationFields on EventConfiguration {\n    id\n    name\n    color\n    duration\n    location\n    customLocation\n    isEnabled\n    reminders\n    subject {\n      tags\n      content\n    }\n    description {\n      tags\n      content\n    }\n    customLocationTranslations {\n      tags\n      content\n    }\n    defaultAttendees\n    scalarNameSelector\n    selectorValues\n  }\n": typeof types.CalendarOverviewDocument,
    "\n  query CalendarCoverage($eventConfigurationId: ID!, $from: String!, $days: Int!, $language: String) {\n    calendarCoverage(\n      eventConfigurationId: $eventConfigurationId\n      from: $from\n      days: $days\n      language: $language\n    ) {\n      days\n      rows {\n        calendarUserId\n        name\n        blockedBy\n        offered\n      }\n    }\n  }\n": typeof types.CalendarCoverageDocument,
    "\n  query CalendarSlots(\n    $calendarUserId: ID!\n    $eventConfigurationId: ID!\n    $from: String!\n    $to: String!\n    $language: String\n  ) {\n    calendarSlots(\n      calendarUserId: $calendarUserId\n      eventConfigurationId: $eventConfigurationId\n      from: $from\n      to: $to\n      language: $language\n    ) {\n      timeZone\n      blockedBy\n      days {\n        day\n        offered {\n          start\n          end\n        }\n        removed {\n          start\n          end\n          reason\n        }\n      }\n    }\n  }\n": typeof types.CalendarSlotsDocument,
    "\n  query UserFlags {\n    user {\n      id\n      pagesVisited\n      isInTkPortal\n    }\n  }\n": typeof types.UserFlagsDocument,
    "\n  mutation MarkPageVisited($page: String!) {\n    markPageVisited(page: $page) {\n      id\n      pagesVisited\n      isInTkPortal\n    }\n  }\n": typeof types.MarkPageVisitedDocument,
    "\n  query AssignableTeams {\n    assignableTeams {\n      id\n      name\n      chatbotId\n    }\n  }\n": typeof types.AssignableTeamsDocument,
    "\n  query YourInfo {\n    user {\n      id\n      email\n      firstName\n      lastName\n      language\n      role\n      isSuperuser\n      phoneNumber\n      allTeams\n      organization {\n        id\n      }\n      employee {\n        id\n      }\n    }\n  }\n": typeof types.YourInfoDocument,
    "\n  mutation ChangeOwnPhoneNumber($phoneNumber: String!, $currentPassword: String!) {\n    changeOwnPhoneNumber(phoneNumber: $phoneNumber, currentPassword: $currentPassword) {\n      id\n      phoneNumber\n    }\n  }\n": typeof types.ChangeOwnPhoneNumberDocument,
    "\n  query UserList($search: String, $role: String, $chatbotId: ID, $page: Int, $pageSize: Int) {\n    userList(search: $search, role: $role, chatbotId: $chatbotId, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      pageCount\n      users {\n        id\n        email\n        firstName\n        lastName\n        language\n        role\n        isSuperuser\n        organization {\n          id\n        }\n        allTeams\n        teams {\n          id\n          name\n        }\n        chatbots {\n          id\n          name\n          projectName\n          deleted\n        }\n        employee {\n          id\n        }\n      }\n    }\n  }\n": typeof types.UserListDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n": typeof types.DeleteEmployeeDocument,
    "\n  mutation UpdateEmployee(\n    $id: ID!\n    $name: String\n    $language: String\n    $password: String\n    $confirmPassword: String\n  ) {\n    updateEmployee(\n      id: $id\n      name: $name\n      language: $language\n      password: $password\n      confirmPassword: $confirmPassword\n    ) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": typeof types.UpdateEmployeeDocument,
};
const documents: Documents = {
    "\n    mutation AuthenticateCalendar(\n      $code: String!\n      $userId: ID!\n      $calendarType: String!\n      $referer: String!\n    ) {\n      authenticateCalendar(code: $code, userId: $userId, calendarType: $calendarType, referer: $referer) {\n        ok\n        code\n        errorMessage\n        errors {\n          field\n          messages\n        }\n      }\n    }\n  ": types.AuthenticateCalendarDocument,
    "\n    query CalendarLinkWatch {\n      allCalendarUsers {\n        id\n        firstName\n        lastName\n        email\n        isCalendarAuthenticated\n        calendar {\n          product\n        }\n        mayEdit\n      }\n    }\n  ": types.CalendarLinkWatchDocument,
    "\n  query CurrentUser {\n    user {\n      id\n      username\n      firstName\n      lastName\n      email\n      language\n      isSuperuser\n      role\n      requiresPasswordReset\n      organization {\n        id\n        name\n      }\n      chatbots {\n        id\n        name\n        projectId\n        projectName\n        suspended\n        deleted\n        defaultLanguageTag\n        serverAddress\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation UpdateCalendarUser(\n    $id: ID!\n    $timeZone: String!\n    $spokenLanguages: [String!]!\n    $excludedDays: [String!]!\n  ) {\n    updateCalendarUser(\n      id: $id\n      timeZone: $timeZone\n      spokenLanguages: $spokenLanguages\n      excludedDays: $excludedDays\n    ) {\n      ...CalendarUserResultFields\n    }\n  }\n  fragment CalendarUserResultFields on CalendarUserResult {\n    ok\n    code\n    errorMessage\n    errors {\n      field\n      messages\n    }\n    calendarUser {\n      ...CalendarUserFields\n    }\n  }\n": types.UpdateCalendarUserDocument,
    "\n  mutation CreateAvailabilitySchema($calendarUserId: ID!, $input: AvailabilitySchemaInput!) {\n    createAvailabilitySchema(calendarUserId: $calendarUserId, input: $input) {\n      ...CalendarUserResultFields\n    }\n  }\n": types.CreateAvailabilitySchemaDocument,
    "\n  mutation UpdateAvailabilitySchema($id: ID!, $input: AvailabilitySchemaInput!) {\n    updateAvailabilitySchema(id: $id, input: $input) {\n      ...CalendarUserResultFields\n    }\n  }\n": types.UpdateAvailabilitySchemaDocument,
    "\n  mutation DeleteAvailabilitySchema($id: ID!) {\n    deleteAvailabilitySchema(id: $id) {\n      ...CalendarUserResultFields\n    }\n  }\n": types.DeleteAvailabilitySchemaDocument,
    "\n  mutation CreateEventPreference(\n    $calendarUserId: ID!\n    $eventConfigurationId: ID!\n    $input: EventPreferenceInput!\n  ) {\n    createEventPreference(\n      calendarUserId: $calendarUserId\n      eventConfigurationId: $eventConfigurationId\n      input: $input\n    ) {\n      ...CalendarUserResultFields\n    }\n  }\n": types.CreateEventPreferenceDocument,
    "\n  mutation UpdateEventPreference($id: ID!, $version: Int!, $input: EventPreferenceInput!) {\n    updateEventPreference(id: $id, version: $version, input: $input) {\n      ...CalendarUserResultFields\n    }\n  }\n": types.UpdateEventPreferenceDocument,
    "\n  mutation DeleteEventPreference($id: ID!) {\n    deleteEventPreference(id: $id) {\n      ...CalendarUserResultFields\n    }\n  }\n": types.DeleteEventPreferenceDocument,
    "\n  mutation UnlinkGoogleCalendar($userId: ID!) {\n    updateCalendarToken(token: \"\", userId: $userId) {\n      ...CalendarUserResultFields\n    }\n  }\n": types.UnlinkGoogleCalendarDocument,
    "\n  mutation UnlinkMicrosoftCalendar($userId: ID!) {\n    updateMicrosoftCalendarToken(token: \"\", userId: $userId) {\n      ...CalendarUserResultFields\n    }\n  }\n": types.UnlinkMicrosoftCalendarDocument,
    "\n  mutation CreateEventConfiguration($input: EventConfigurationInput!) {\n    createEventConfiguration(input: $input) {\n      ...EventConfigurationResultFields\n    }\n  }\n  fragment EventConfigurationResultFields on EventConfigurationResult {\n    ok\n    code\n    errorMessage\n    errors {\n      field\n      messages\n    }\n    eventConfiguration {\n      ...EventConfigurationFields\n    }\n  }\n": types.CreateEventConfigurationDocument,
    "\n  mutation UpdateEventConfiguration($id: ID!, $input: EventConfigurationInput!) {\n    updateEventConfiguration(id: $id, input: $input) {\n      ...EventConfigurationResultFields\n    }\n  }\n": types.UpdateEventConfigurationDocument,
    "\n  mutation DeleteEventConfiguration($id: ID!) {\n    deleteEventConfiguration(id: $id) {\n      ...EventConfigurationResultFields\n    }\n  }\n": types.DeleteEventConfigurationDocument,
    "\n  mutation CloneEventConfiguration($id: ID!, $newName: String!) {\n    cloneEventConfiguration(id: $id, newName: $newName) {\n      ...EventConfigurationResultFields\n    }\n  }\n": types.CloneEventConfigurationDocument,
    "\n  fragment CalendarUserFields on CalendarUser {\n    id\n    userRouterId\n    email\n    firstName\n    lastName\n    isCalendarAuthenticated\n    calendar {\n      product\n    }\n    timeZone\n    spokenLanguages\n    excludedDays\n    mayEdit\n    availabilitySchemas {\n      ...AvailabilitySchemaFields\n    }\n    eventPreferences {\n      id\n      version\n      dailyLimit\n      planOffsetDays\n      sameDayOffsetHours\n      planRange\n      timeBeforeEvent\n      timeAfterEvent\n      enabled\n      scheduleAvailabilitySchema {\n        id\n      }\n      scheduleAvailabilities {\n        day\n        startTime\n        endTime\n      }\n      eventConfiguration {\n        id\n      }\n    }\n  }\n  fragment AvailabilitySchemaFields on AvailabilitySchema {\n    id\n    name\n    timeZone\n    isDefault\n    usedBy\n    scheduleAvailabilities {\n      day\n      startTime\n      endTime\n    }\n  }\n": types.CalendarUserFieldsFragmentDoc,
    "\n  query CalendarUserDetail($id: ID!) {\n    calendarUser(id: $id) {\n      ...CalendarUserFields\n    }\n  }\n": types.CalendarUserDetailDocument,
    "\n  query CalendarOverview {\n    allCalendarUsers {\n      id\n      userRouterId\n      email\n      firstName\n      lastName\n      isCalendarAuthenticated\n      calendar {\n        product\n      }\n      timeZone\n      spokenLanguages\n      excludedDays\n      mayEdit\n      eventPreferences {\n        id\n        enabled\n        eventConfiguration {\n          id\n        }\n      }\n    }\n    allEventConfigurations {\n      ...EventConfigurationFields\n    }\n  }\n  fragment EventConfigurationFields on EventConfiguration {\n    id\n    name\n    color\n    duration\n    location\n    customLocation\n    isEnabled\n    reminders\n    subject {\n      tags\n      content\n    }\n    description {\n      tags\n      content\n    }\n    customLocationTranslations {\n      tags\n      content\n    }\n    defaultAttendees\n    scalarNameSelector\n    selectorValues\n  }\n": types.CalendarOverviewDocument,
    "\n  query CalendarCoverage($eventConfigurationId: ID!, $from: String!, $days: Int!, $language: String) {\n    calendarCoverage(\n      eventConfigurationId: $eventConfigurationId\n      from: $from\n      days: $days\n      language: $language\n    ) {\n      days\n      rows {\n        calendarUserId\n        name\n        blockedBy\n        offered\n      }\n    }\n  }\n": types.CalendarCoverageDocument,
    "\n  query CalendarSlots(\n    $calendarUserId: ID!\n    $eventConfigurationId: ID!\n    $from: String!\n    $to: String!\n    $language: String\n  ) {\n    calendarSlots(\n      calendarUserId: $calendarUserId\n      eventConfigurationId: $eventConfigurationId\n      from: $from\n      to: $to\n      language: $language\n    ) {\n      timeZone\n      blockedBy\n      days {\n        day\n        offered {\n          start\n          end\n        }\n        removed {\n          start\n          end\n          reason\n        }\n      }\n    }\n  }\n": types.CalendarSlotsDocument,
    "\n  query UserFlags {\n    user {\n      id\n      pagesVisited\n      isInTkPortal\n    }\n  }\n": types.UserFlagsDocument,
    "\n  mutation MarkPageVisited($page: String!) {\n    markPageVisited(page: $page) {\n      id\n      pagesVisited\n      isInTkPortal\n    }\n  }\n": types.MarkPageVisitedDocument,
    "\n  query AssignableTeams {\n    assignableTeams {\n      id\n      name\n      chatbotId\n    }\n  }\n": types.AssignableTeamsDocument,
    "\n  query YourInfo {\n    user {\n      id\n      email\n      firstName\n      lastName\n      language\n      role\n      isSuperuser\n      phoneNumber\n      allTeams\n      organization {\n        id\n      }\n      employee {\n        id\n      }\n    }\n  }\n": types.YourInfoDocument,
    "\n  mutation ChangeOwnPhoneNumber($phoneNumber: String!, $currentPassword: String!) {\n    changeOwnPhoneNumber(phoneNumber: $phoneNumber, currentPassword: $currentPassword) {\n      id\n      phoneNumber\n    }\n  }\n": types.ChangeOwnPhoneNumberDocument,
    "\n  query UserList($search: String, $role: String, $chatbotId: ID, $page: Int, $pageSize: Int) {\n    userList(search: $search, role: $role, chatbotId: $chatbotId, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      pageCount\n      users {\n        id\n        email\n        firstName\n        lastName\n        language\n        role\n        isSuperuser\n        organization {\n          id\n        }\n        allTeams\n        teams {\n          id\n          name\n        }\n        chatbots {\n          id\n          name\n          projectName\n          deleted\n        }\n        employee {\n          id\n        }\n      }\n    }\n  }\n": types.UserListDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": types.DeleteUserDocument,
    "\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n": types.DeleteEmployeeDocument,
    "\n  mutation UpdateEmployee(\n    $id: ID!\n    $name: String\n    $language: String\n    $password: String\n    $confirmPassword: String\n  ) {\n    updateEmployee(\n      id: $id\n      name: $name\n      language: $language\n      password: $password\n      confirmPassword: $confirmPassword\n    ) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n": types.UpdateEmployeeDocument,
};

/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n    mutation AuthenticateCalendar(\n      $code: String!\n      $userId: ID!\n      $calendarType: String!\n      $referer: String!\n    ) {\n      authenticateCalendar(code: $code, userId: $userId, calendarType: $calendarType, referer: $referer) {\n        ok\n        code\n        errorMessage\n        errors {\n          field\n          messages\n        }\n      }\n    }\n  "): typeof import('./graphql').AuthenticateCalendarDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n    query CalendarLinkWatch {\n      allCalendarUsers {\n        id\n        firstName\n        lastName\n        email\n        isCalendarAuthenticated\n        calendar {\n          product\n        }\n        mayEdit\n      }\n    }\n  "): typeof import('./graphql').CalendarLinkWatchDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query CurrentUser {\n    user {\n      id\n      username\n      firstName\n      lastName\n      email\n      language\n      isSuperuser\n      role\n      requiresPasswordReset\n      organization {\n        id\n        name\n      }\n      chatbots {\n        id\n        name\n        projectId\n        projectName\n        suspended\n        deleted\n        defaultLanguageTag\n        serverAddress\n      }\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UpdateCalendarUser(\n    $id: ID!\n    $timeZone: String!\n    $spokenLanguages: [String!]!\n    $excludedDays: [String!]!\n  ) {\n    updateCalendarUser(\n      id: $id\n      timeZone: $timeZone\n      spokenLanguages: $spokenLanguages\n      excludedDays: $excludedDays\n    ) {\n      ...CalendarUserResultFields\n    }\n  }\n  fragment CalendarUserResultFields on CalendarUserResult {\n    ok\n    code\n    errorMessage\n    errors {\n      field\n      messages\n    }\n    calendarUser {\n      ...CalendarUserFields\n    }\n  }\n"): typeof import('./graphql').UpdateCalendarUserDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation CreateAvailabilitySchema($calendarUserId: ID!, $input: AvailabilitySchemaInput!) {\n    createAvailabilitySchema(calendarUserId: $calendarUserId, input: $input) {\n      ...CalendarUserResultFields\n    }\n  }\n"): typeof import('./graphql').CreateAvailabilitySchemaDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UpdateAvailabilitySchema($id: ID!, $input: AvailabilitySchemaInput!) {\n    updateAvailabilitySchema(id: $id, input: $input) {\n      ...CalendarUserResultFields\n    }\n  }\n"): typeof import('./graphql').UpdateAvailabilitySchemaDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation DeleteAvailabilitySchema($id: ID!) {\n    deleteAvailabilitySchema(id: $id) {\n      ...CalendarUserResultFields\n    }\n  }\n"): typeof import('./graphql').DeleteAvailabilitySchemaDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation CreateEventPreference(\n    $calendarUserId: ID!\n    $eventConfigurationId: ID!\n    $input: EventPreferenceInput!\n  ) {\n    createEventPreference(\n      calendarUserId: $calendarUserId\n      eventConfigurationId: $eventConfigurationId\n      input: $input\n    ) {\n      ...CalendarUserResultFields\n    }\n  }\n"): typeof import('./graphql').CreateEventPreferenceDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UpdateEventPreference($id: ID!, $version: Int!, $input: EventPreferenceInput!) {\n    updateEventPreference(id: $id, version: $version, input: $input) {\n      ...CalendarUserResultFields\n    }\n  }\n"): typeof import('./graphql').UpdateEventPreferenceDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation DeleteEventPreference($id: ID!) {\n    deleteEventPreference(id: $id) {\n      ...CalendarUserResultFields\n    }\n  }\n"): typeof import('./graphql').DeleteEventPreferenceDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UnlinkGoogleCalendar($userId: ID!) {\n    updateCalendarToken(token: \"\", userId: $userId) {\n      ...CalendarUserResultFields\n    }\n  }\n"): typeof import('./graphql').UnlinkGoogleCalendarDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UnlinkMicrosoftCalendar($userId: ID!) {\n    updateMicrosoftCalendarToken(token: \"\", userId: $userId) {\n      ...CalendarUserResultFields\n    }\n  }\n"): typeof import('./graphql').UnlinkMicrosoftCalendarDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation CreateEventConfiguration($input: EventConfigurationInput!) {\n    createEventConfiguration(input: $input) {\n      ...EventConfigurationResultFields\n    }\n  }\n  fragment EventConfigurationResultFields on EventConfigurationResult {\n    ok\n    code\n    errorMessage\n    errors {\n      field\n      messages\n    }\n    eventConfiguration {\n      ...EventConfigurationFields\n    }\n  }\n"): typeof import('./graphql').CreateEventConfigurationDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UpdateEventConfiguration($id: ID!, $input: EventConfigurationInput!) {\n    updateEventConfiguration(id: $id, input: $input) {\n      ...EventConfigurationResultFields\n    }\n  }\n"): typeof import('./graphql').UpdateEventConfigurationDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation DeleteEventConfiguration($id: ID!) {\n    deleteEventConfiguration(id: $id) {\n      ...EventConfigurationResultFields\n    }\n  }\n"): typeof import('./graphql').DeleteEventConfigurationDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation CloneEventConfiguration($id: ID!, $newName: String!) {\n    cloneEventConfiguration(id: $id, newName: $newName) {\n      ...EventConfigurationResultFields\n    }\n  }\n"): typeof import('./graphql').CloneEventConfigurationDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  fragment CalendarUserFields on CalendarUser {\n    id\n    userRouterId\n    email\n    firstName\n    lastName\n    isCalendarAuthenticated\n    calendar {\n      product\n    }\n    timeZone\n    spokenLanguages\n    excludedDays\n    mayEdit\n    availabilitySchemas {\n      ...AvailabilitySchemaFields\n    }\n    eventPreferences {\n      id\n      version\n      dailyLimit\n      planOffsetDays\n      sameDayOffsetHours\n      planRange\n      timeBeforeEvent\n      timeAfterEvent\n      enabled\n      scheduleAvailabilitySchema {\n        id\n      }\n      scheduleAvailabilities {\n        day\n        startTime\n        endTime\n      }\n      eventConfiguration {\n        id\n      }\n    }\n  }\n  fragment AvailabilitySchemaFields on AvailabilitySchema {\n    id\n    name\n    timeZone\n    isDefault\n    usedBy\n    scheduleAvailabilities {\n      day\n      startTime\n      endTime\n    }\n  }\n"): typeof import('./graphql').CalendarUserFieldsFragmentDoc;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query CalendarUserDetail($id: ID!) {\n    calendarUser(id: $id) {\n      ...CalendarUserFields\n    }\n  }\n"): typeof import('./graphql').CalendarUserDetailDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query CalendarOverview {\n    allCalendarUsers {\n      id\n      userRouterId\n      email\n      firstName\n      lastName\n      isCalendarAuthenticated\n      calendar {\n        product\n      }\n      timeZone\n      spokenLanguages\n      excludedDays\n      mayEdit\n      eventPreferences {\n        id\n        enabled\n        eventConfiguration {\n          id\n        }\n      }\n    }\n    allEventConfigurations {\n      ...EventConfigurationFields\n    }\n  }\n  fragment EventConfigurationFields on EventConfiguration {\n    id\n    name\n    color\n    duration\n    location\n    customLocation\n    isEnabled\n    reminders\n    subject {\n      tags\n      content\n    }\n    description {\n      tags\n      content\n    }\n    customLocationTranslations {\n      tags\n      content\n    }\n    defaultAttendees\n    scalarNameSelector\n    selectorValues\n  }\n"): typeof import('./graphql').CalendarOverviewDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query CalendarCoverage($eventConfigurationId: ID!, $from: String!, $days: Int!, $language: String) {\n    calendarCoverage(\n      eventConfigurationId: $eventConfigurationId\n      from: $from\n      days: $days\n      language: $language\n    ) {\n      days\n      rows {\n        calendarUserId\n        name\n        blockedBy\n        offered\n      }\n    }\n  }\n"): typeof import('./graphql').CalendarCoverageDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query CalendarSlots(\n    $calendarUserId: ID!\n    $eventConfigurationId: ID!\n    $from: String!\n    $to: String!\n    $language: String\n  ) {\n    calendarSlots(\n      calendarUserId: $calendarUserId\n      eventConfigurationId: $eventConfigurationId\n      from: $from\n      to: $to\n      language: $language\n    ) {\n      timeZone\n      blockedBy\n      days {\n        day\n        offered {\n          start\n          end\n        }\n        removed {\n          start\n          end\n          reason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CalendarSlotsDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query UserFlags {\n    user {\n      id\n      pagesVisited\n      isInTkPortal\n    }\n  }\n"): typeof import('./graphql').UserFlagsDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation MarkPageVisited($page: String!) {\n    markPageVisited(page: $page) {\n      id\n      pagesVisited\n      isInTkPortal\n    }\n  }\n"): typeof import('./graphql').MarkPageVisitedDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query AssignableTeams {\n    assignableTeams {\n      id\n      name\n      chatbotId\n    }\n  }\n"): typeof import('./graphql').AssignableTeamsDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query YourInfo {\n    user {\n      id\n      email\n      firstName\n      lastName\n      language\n      role\n      isSuperuser\n      phoneNumber\n      allTeams\n      organization {\n        id\n      }\n      employee {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').YourInfoDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation ChangeOwnPhoneNumber($phoneNumber: String!, $currentPassword: String!) {\n    changeOwnPhoneNumber(phoneNumber: $phoneNumber, currentPassword: $currentPassword) {\n      id\n      phoneNumber\n    }\n  }\n"): typeof import('./graphql').ChangeOwnPhoneNumberDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  query UserList($search: String, $role: String, $chatbotId: ID, $page: Int, $pageSize: Int) {\n    userList(search: $search, role: $role, chatbotId: $chatbotId, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      pageCount\n      users {\n        id\n        email\n        firstName\n        lastName\n        language\n        role\n        isSuperuser\n        organization {\n          id\n        }\n        allTeams\n        teams {\n          id\n          name\n        }\n        chatbots {\n          id\n          name\n          projectName\n          deleted\n        }\n        employee {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserListDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteUserDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id)\n  }\n"): typeof import('./graphql').DeleteEmployeeDocument;
/**
 * The routerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function routerGraphql(source: "\n  mutation UpdateEmployee(\n    $id: ID!\n    $name: String\n    $language: String\n    $password: String\n    $confirmPassword: String\n  ) {\n    updateEmployee(\n      id: $id\n      name: $name\n      language: $language\n      password: $password\n      confirmPassword: $confirmPassword\n    ) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateEmployeeDocument;


export function routerGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
