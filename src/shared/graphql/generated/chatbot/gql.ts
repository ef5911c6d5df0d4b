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
    "\n    query ExportAnalyticsConversations(\n      $startDate: String\n      $endDate: String\n      $flowIds: [ID!]\n      $page: Int\n      $pageSize: Int\n    ) {\n      analyticsConversations(\n        startDate: $startDate\n        endDate: $endDate\n        flowIds: $flowIds\n        page: $page\n        pageSize: $pageSize\n      ) {\n        amountOfPages\n        conversations {\n          clientId\n          date\n          language\n          channel\n          steps\n          messageCount\n          durationSeconds\n          stateMachines\n          contactDetails {\n            name\n            phoneNumber\n            email\n          }\n          finished\n        }\n      }\n    }\n  ": typeof types.ExportAnalyticsConversationsDocument,
    "\n    query NlpPublishWatch {\n      nlpTrainStatus {\n        status\n      }\n    }\n  ": typeof types.NlpPublishWatchDocument,
    "\n    query AutomatchPublishWatch($campaignId: ID!) {\n      pollAutomatchPublishStatus(campaignId: $campaignId) {\n        stage\n        campaign {\n          id\n          name\n          draftAutomatch {\n            publishJobId\n          }\n        }\n      }\n    }\n  ": typeof types.AutomatchPublishWatchDocument,
    "\n    query AutomationImportFile($id: ID!) {\n      exportCampaign(id: $id)\n    }\n  ": typeof types.AutomationImportFileDocument,
    "\n    query AutomationTemplateFile($id: ID!) {\n      exportAutomationTemplate(id: $id)\n    }\n  ": typeof types.AutomationTemplateFileDocument,
    "\n    query ChatbotSettingSections {\n      allChatbotSettings {\n        section\n      }\n    }\n  ": typeof types.ChatbotSettingSectionsDocument,
    "\n    query ChatbotSettingsOfSection($section: String!) {\n      allChatbotSettings(section: $section) {\n        id\n        key\n        value\n        settingType\n        adminOnly\n        helpText\n        valid\n        section\n        version\n        mayEdit\n      }\n    }\n  ": typeof types.ChatbotSettingsOfSectionDocument,
    "\n  query AnalyticsConversations($startDate: String, $endDate: String, $flowIds: [ID!], $page: Int, $pageSize: Int, $search: String) {\n    analyticsConversations(startDate: $startDate, endDate: $endDate, flowIds: $flowIds, page: $page, pageSize: $pageSize, search: $search) {\n      conversationCount\n      amountOfPages\n      page\n      pageSize\n      conversations {\n        clientId\n        startedAt\n        date\n        language\n        channel\n        steps\n        messageCount\n        stateMachines\n        contactDetails { name phoneNumber email }\n        finished\n        isRead\n      }\n    }\n  }\n": typeof types.AnalyticsConversationsDocument,
    "\n  query AnalyticsConversation($clientId: ID!) {\n    analyticsConversation(clientId: $clientId) {\n      clientId\n      date\n      language\n      channel\n      stateMachines\n      contactDetails { name phoneNumber email }\n      finished\n      messages { id senderEntity text date }\n    }\n  }\n": typeof types.AnalyticsConversationDocument,
    "\n  query AnalyticsConversationLogs($clientId: ID!, $schemaName: String) {\n    allGoogleLogsClient(clientId: $clientId, schemaName: $schemaName) {\n      stateId\n      stateName\n      flowId\n      flowName\n      at\n      answer\n      intent\n      optionId\n      typed\n    }\n  }\n": typeof types.AnalyticsConversationLogsDocument,
    "\n  mutation DeleteClientState($clientId: ID!) {\n    deleteClientStateByClientId(clientId: $clientId) { ok errorMessage }\n  }\n": typeof types.DeleteClientStateDocument,
    "\n    query AnalyticsEvents {\n      allAnalyticsEvents { id eventLabel eventAction systemName }\n    }\n  ": typeof types.AnalyticsEventsDocument,
    "\n    mutation CreateAnalyticsEvent($eventLabel: String!, $eventAction: String!, $systemName: String) {\n      createAnalyticsEvent(eventLabel: $eventLabel, eventAction: $eventAction, systemName: $systemName) {\n        ok\n        errorMessage\n        errors { field messages }\n        analyticsEvent { id eventLabel eventAction systemName }\n      }\n    }\n  ": typeof types.CreateAnalyticsEventDocument,
    "\n    mutation DeleteAnalyticsEvent($id: ID!) {\n      deleteAnalyticsEvent(id: $id) { ok errorMessage }\n    }\n  ": typeof types.DeleteAnalyticsEventDocument,
    "\n    mutation UpdateAnalyticsEvent($id: ID!, $eventLabel: String!, $eventAction: String!, $systemName: String) {\n      updateAnalyticsEvent(id: $id, eventLabel: $eventLabel, eventAction: $eventAction, systemName: $systemName) {\n        ok\n        errorMessage\n        errors { field messages }\n        analyticsEvent { id eventLabel eventAction systemName }\n      }\n    }\n  ": typeof types.UpdateAnalyticsEventDocument,
    "\n  query AnalyticsProcessors($ids: [ID!]!) {\n    processors(ids: $ids) {\n      id\n      humanReadableName\n      category\n      isImportantGoal\n      analyticsDescription\n      googleAnalyticsEvent { eventLabel eventAction }\n    }\n  }\n": typeof types.AnalyticsProcessorsDocument,
    "\n    query CustomReports {\n      allCustomReports { id title description }\n    }\n  ": typeof types.CustomReportsDocument,
    "\n    mutation GenerateCustomReport($id: ID!, $emails: [String!]!, $startDate: String!, $endDate: String!) {\n      generateCustomReport(id: $id, emails: $emails, startDate: $startDate, endDate: $endDate) {\n        ok\n        errorMessage\n        errors { field messages }\n      }\n    }\n  ": typeof types.GenerateCustomReportDocument,
    "\n  query AtsDryRunConversations {\n    atsDryRunConversations { id source languageTag updatedAt answerCount flowNames }\n  }\n": typeof types.AtsDryRunConversationsDocument,
    "\n  query AtsDryRun($conversationId: ID!) {\n    atsDryRun(conversationId: $conversationId) {\n      conversationId languageTag flowNames\n      rows { mappingId type atsFieldPath humanReadableNames { language name } scalarName source written problem }\n      missingRequired { path entityType humanReadableNames { language name } }\n    }\n  }\n": typeof types.AtsDryRunDocument,
    "\n    query FixedAtsMappings($kind: String!, $id: ID!) { fixedAtsFieldMappings(kind: $kind, id: $id) }\n  ": typeof types.FixedAtsMappingsDocument,
    "\n    mutation SetFixedAtsMappings($kind: String!, $id: ID!, $mappingIds: [ID!]!) {\n      setFixedAtsFieldMappings(kind: $kind, id: $id, mappingIds: $mappingIds) {\n        ok code errorMessage errors { field messages } mappingIds\n      }\n    }\n  ": typeof types.SetFixedAtsMappingsDocument,
    "\n  query AtsSettingsOverview {\n    mainChatbot { id ats supportsMappingCreation }\n    creatableAtsEntities { id name humanReadableNames { language name } }\n    atsMappings {\n      id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n      postModifiers getModifiers atsFieldOrdering atsFieldId\n      atsField { path dataType required entityType humanReadableNames { language name } }\n      states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n    }\n  }\n": typeof types.AtsSettingsOverviewDocument,
    "\n  query AtsCatalogueFields($entityTypeId: ID!, $search: String, $page: Int) {\n    creatableAtsFieldsOptimized(entityTypeId: $entityTypeId, search: $search, targetHandler: \"ATS\", pageSize: 20, page: $page) {\n      hasNextPage\n      atsFields {\n        id path dataType regex maxLength required entityType humanReadableNames { language name }\n        options { id value humanReadableName }\n      }\n    }\n  }\n": typeof types.AtsCatalogueFieldsDocument,
    "\n  query AtsMappingImpact($id: ID!) {\n    atsMappingImpact(id: $id) {\n      processors { id name } states { id name } flows { id name } automations { id name }\n    }\n  }\n": typeof types.AtsMappingImpactDocument,
    "\n  mutation CreateAtsMapping($input: AtsMappingCreateInput!) {\n    createAtsFieldMapping(input: $input) {\n      ok code errorMessage restored errors { field messages }\n      mapping {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n": typeof types.CreateAtsMappingDocument,
    "\n  mutation ReplaceAtsMapping($id: ID!, $input: AtsMappingCreateInput!) {\n    replaceAtsFieldMapping(id: $id, input: $input) {\n      ok code errorMessage restored errors { field messages }\n      mapping {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n": typeof types.ReplaceAtsMappingDocument,
    "\n  mutation UpdateAtsMapping($id: ID!, $input: AtsMappingSettingsInput!) {\n    updateAtsFieldMapping(id: $id, input: $input) {\n      ok code errorMessage restored errors { field messages }\n      mapping {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n": typeof types.UpdateAtsMappingDocument,
    "\n  mutation CloneAtsMapping($id: ID!) {\n    cloneAtsFieldMapping(id: $id) { ok code errorMessage errors { field messages } mapping { id } }\n  }\n": typeof types.CloneAtsMappingDocument,
    "\n  mutation DeleteAtsMapping($id: ID!) {\n    deleteAtsFieldMapping(id: $id) { ok code errorMessage }\n  }\n": typeof types.DeleteAtsMappingDocument,
    "\n  mutation CreateAtsField($entityTypeId: ID!, $name: String!, $dataType: String!) {\n    createAtsField(entityTypeId: $entityTypeId, name: $name, dataType: $dataType) {\n      ok code errorMessage errors { field messages }\n      atsField {\n        id path dataType regex maxLength required entityType humanReadableNames { language name }\n        options { id value humanReadableName }\n      }\n    }\n  }\n": typeof types.CreateAtsFieldDocument,
    "\n    mutation AutoCreateAtsMapping($stateId: ID!) {\n      autoCreateAtsFieldMapping(stateId: $stateId) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": typeof types.AutoCreateAtsMappingDocument,
    "\n    mutation CreateAtsOption($mappingId: ID!, $value: String!, $humanReadableName: String!) {\n      createAtsOption(mappingId: $mappingId, value: $value, humanReadableName: $humanReadableName) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": typeof types.CreateAtsOptionDocument,
    "\n    mutation UpdateAtsOption($id: ID!, $value: String!, $humanReadableName: String!) {\n      updateAtsOption(id: $id, value: $value, humanReadableName: $humanReadableName) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": typeof types.UpdateAtsOptionDocument,
    "\n    mutation DeleteAtsOption($id: ID!) { deleteAtsOption(id: $id) { ok code errorMessage errors { field messages } mapping { id } } }\n  ": typeof types.DeleteAtsOptionDocument,
    "\n    mutation CreateAtsMappingOption($mappingId: ID!, $option: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {\n      createAtsMappingOption(mappingId: $mappingId, option: $option, doStoreValue: $doStoreValue, atsOptionId: $atsOptionId) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": typeof types.CreateAtsMappingOptionDocument,
    "\n    mutation UpdateAtsMappingOption($id: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {\n      updateAtsMappingOption(id: $id, doStoreValue: $doStoreValue, atsOptionId: $atsOptionId) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": typeof types.UpdateAtsMappingOptionDocument,
    "\n    mutation DeleteAtsMappingOption($id: ID!) { deleteAtsMappingOption(id: $id) { ok code errorMessage errors { field messages } mapping { id } } }\n  ": typeof types.DeleteAtsMappingOptionDocument,
    "\n    mutation SyncAtsOptions($stateId: ID!) { syncOptions(stateId: $stateId) { stateId } }\n  ": typeof types.SyncAtsOptionsDocument,
    "\n  query AtsStateContext($stateId: ID!) {\n    currentAtsFieldMappingContext(stateId: $stateId) {\n      stateId stateName scalarName options { id name }\n      atsFieldMappings {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n        mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n": typeof types.AtsStateContextDocument,
    "\n  mutation ReplayAutomationAction($actionResultId: ID!) {\n    replayAction(actionResultId: $actionResultId) {\n      ok\n      errorMessage\n      result { id successful errorReason }\n    }\n  }\n": typeof types.ReplayAutomationActionDocument,
    "\n  mutation PublishAutomatch($campaignId: ID!) {\n    cloneConfiguration(campaignId: $campaignId) { ok publishJobId }\n  }\n": typeof types.PublishAutomatchDocument,
    "\n  mutation ToggleAutomatchSchedule($campaignId: ID!) {\n    toggleConfigurationSchedule(campaignId: $campaignId) { id publishStage }\n  }\n": typeof types.ToggleAutomatchScheduleDocument,
    "\n  query AutomationAtsBatchActions($campaignId: ID!) {\n    atsBatchActions(campaignId: $campaignId) { id externalId name entityType notificationHeader notificationBody url enabled }\n  }\n": typeof types.AutomationAtsBatchActionsDocument,
    "\n  mutation SetupAutomationAtsBatchAction($campaignId: ID!, $input: AtsBatchActionInput!) {\n    setupAtsBatchAction(campaignId: $campaignId, input: $input) {\n      ok errorMessage errors { field messages }\n      batchAction { id externalId name entityType notificationHeader notificationBody url enabled }\n    }\n  }\n": typeof types.SetupAutomationAtsBatchActionDocument,
    "\n  mutation DeleteAutomationAtsBatchAction($campaignId: ID!, $id: ID!) {\n    deleteAtsBatchAction(campaignId: $campaignId, id: $id) { ok errorMessage }\n  }\n": typeof types.DeleteAutomationAtsBatchActionDocument,
    "\n  mutation SetAutomationAtsBatchActionEnabled($campaignId: ID!, $id: ID!, $enabled: Boolean!) {\n    setAtsBatchActionEnabled(campaignId: $campaignId, id: $id, enabled: $enabled) { ok errorMessage }\n  }\n": typeof types.SetAutomationAtsBatchActionEnabledDocument,
    "\n  query AutomationCampaigns($search: String, $type: String, $status: String) {\n    allCampaigns(search: $search, type: $type, status: $status) {\n      id name description type family status created isSmartInbox analyticsDocumentId flowId onFinishProcessorId\n      onFailProcessorId whatsappDefinitionId followUpId smartInboxLabels removeSmartInboxLabels engageEnabled hasActiveTemplate\n      whitelist clientDescription clientDescriptionImages\n      requiredData { name humanReadableName description }\n      atsFieldMappings { id }\n      broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }\n      followUp { id name type nextBroadcast }\n      draftAutomatch { id version modified publishStage }\n      activeAutomatch { id version modified publishStage }\n      derivedStatus { publication text busy schedule }\n    }\n  }\n": typeof types.AutomationCampaignsDocument,
    "\n  query AutomationCampaign($id: ID!) {\n    campaign(id: $id) {\n      id name description type family status created isSmartInbox analyticsDocumentId flowId onFinishProcessorId\n      onFailProcessorId whatsappDefinitionId followUpId smartInboxLabels removeSmartInboxLabels engageEnabled hasActiveTemplate\n      whitelist clientDescription clientDescriptionImages\n      requiredData { name humanReadableName description }\n      atsFieldMappings { id }\n      broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }\n      followUp { id name type nextBroadcast }\n      draftAutomatch { id version modified publishStage }\n      activeAutomatch { id version modified publishStage }\n      derivedStatus { publication text busy schedule }\n    }\n  }\n": typeof types.AutomationCampaignDocument,
    "\n  mutation CreateAutomation($input: CampaignCreateInput!) {\n    createCampaign(input: $input) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n": typeof types.CreateAutomationDocument,
    "\n  mutation UpdateAutomation($id: ID!, $input: CampaignUpdateInput!) {\n    updateCampaign(id: $id, input: $input) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n": typeof types.UpdateAutomationDocument,
    "\n  mutation UpdateAutomationBroadcast($campaignId: ID!, $schedule: BroadcastScheduleInput!, $targetQuery: [TargetConditionInput!]) {\n    updateBroadcast(campaignId: $campaignId, schedule: $schedule, targetQuery: $targetQuery) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n": typeof types.UpdateAutomationBroadcastDocument,
    "\n  mutation SyncAutomationRequiredData($id: ID!) {\n    syncAutomationRequiredData(id: $id) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id requiredData { name humanReadableName description } }\n    }\n  }\n": typeof types.SyncAutomationRequiredDataDocument,
    "\n    mutation DeleteCampaignConversation($id: ID!) {\n      deleteCampaignConversation(id: $id) { ok errorMessage }\n    }\n  ": typeof types.DeleteCampaignConversationDocument,
    "\n  query AutomationDestinations($broadcastId: ID!) {\n    executeDestinationGetter(broadcastId: $broadcastId) { id name phoneNumber }\n  }\n": typeof types.AutomationDestinationsDocument,
    "\n  query AutomationOptions {\n    allStateMachines(limit: 9999) {\n      id\n      name\n    }\n    allProcessors {\n      id\n      humanReadableName\n    }\n    allWhatsappDefinitions {\n      id\n      name\n      activeTemplate {\n        id\n        parameters {\n          name\n          index\n        }\n        variations {\n          languageTag\n          content\n          status\n        }\n      }\n    }\n  }\n": typeof types.AutomationOptionsDocument,
    "\n  query AutomatchQueries($id: ID!) {\n    campaign(id: $id) {\n      id type\n      draftAutomatch {\n        id matchPageLimit\n        searchQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n        matchQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n        facetsQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n      }\n    }\n    getAllQueryConditions { id name description allowedDataTypes value }\n    allAtsFieldMappings(targetHandler: \"ATS\") { id name humanReadableName dataType entityType choices }\n  }\n": typeof types.AutomatchQueriesDocument,
    "\n  mutation UpdateAutomatchQuery($id: ID!, $queryStatements: [QueryStatementInput!]!) {\n    updateQuery(id: $id, queryStatements: $queryStatements) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n": typeof types.UpdateAutomatchQueryDocument,
    "\n  mutation CreateAutomatchQueryStatement($queryId: ID!, $statement: QueryStatementInput!) {\n    createQueryStatement(queryId: $queryId, statement: $statement) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n": typeof types.CreateAutomatchQueryStatementDocument,
    "\n  mutation UpdateAutomatchQueryStatement($id: ID!, $statement: QueryStatementInput!) {\n    updateQueryStatement(id: $id, statement: $statement) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n": typeof types.UpdateAutomatchQueryStatementDocument,
    "\n  mutation DeleteAutomatchQueryStatement($id: ID!) {\n    deleteQueryStatement(id: $id) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n": typeof types.DeleteAutomatchQueryStatementDocument,
    "\n  mutation TestAutomatchSearch($automatchId: ID!, $searchStatements: [QueryStatementInput!]) {\n    testSearch(automatchId: $automatchId, searchStatements: $searchStatements) {\n      ok errorMessage errors { field messages } total records { id entityType title values }\n    }\n  }\n": typeof types.TestAutomatchSearchDocument,
    "\n  mutation TestAutomatchMatch(\n    $automatchId: ID!\n    $recordId: ID!\n    $matchStatements: [QueryStatementInput!]\n    $facetsStatements: [QueryStatementInput!]\n  ) {\n    testMatch(\n      automatchId: $automatchId\n      recordId: $recordId\n      matchStatements: $matchStatements\n      facetsStatements: $facetsStatements\n    ) {\n      ok errorMessage errors { field messages } total records { id entityType title values }\n    }\n  }\n": typeof types.TestAutomatchMatchDocument,
    "\n  query AutomationScheduledSends($campaignId: ID!) {\n    scheduledCampaignSends(campaignId: $campaignId) { id campaignId sendAt source recipients created firedAt sent }\n  }\n": typeof types.AutomationScheduledSendsDocument,
    "\n  mutation ScheduleAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!, $sendAt: String!) {\n    scheduleCampaignMessages(campaignId: $campaignId, recipients: $recipients, source: $source, sendAt: $sendAt) {\n      ok\n      errorMessage\n      preflight {\n        lines { line phoneNumber languageTag message skip missing }\n        totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }\n      }\n      scheduledSend { id campaignId sendAt source recipients created firedAt sent }\n    }\n  }\n": typeof types.ScheduleAutomationMessagesDocument,
    "\n  mutation CancelAutomationScheduledSend($id: ID!) {\n    cancelScheduledCampaignSend(id: $id) { ok errorMessage }\n  }\n": typeof types.CancelAutomationScheduledSendDocument,
    "\n  query AutomationPreflight($campaignId: ID!, $recipients: [RecipientInput!]!, $at: String) {\n    campaignPreflight(campaignId: $campaignId, recipients: $recipients, at: $at) {\n      lines { line phoneNumber languageTag message skip missing }\n      totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }\n    }\n  }\n": typeof types.AutomationPreflightDocument,
    "\n  mutation SendAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!) {\n    sendCampaignMessages(campaignId: $campaignId, recipients: $recipients, source: $source) {\n      ok\n      errorMessage\n      sent\n      preflight {\n        lines { line phoneNumber languageTag message skip missing }\n        totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }\n      }\n    }\n  }\n": typeof types.SendAutomationMessagesDocument,
    "\n  query AutomationSettingsOptions {\n    allLabels { id name color }\n    allFollowUps {\n      id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit\n      nextBroadcast lastBroadcast\n    }\n    atsFieldMappings {\n      id type value isLocked isDefaultMapping scalarName\n      atsField { path required humanReadableNames { language name } }\n    }\n  }\n": typeof types.AutomationSettingsOptionsDocument,
    "\n  mutation CreateAutomationFollowUp($campaignId: ID!, $input: FollowUpInput!) {\n    createFollowUp(campaignId: $campaignId, input: $input) {\n      ok errorMessage errors { field messages }\n      followUp { id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast }\n    }\n  }\n": typeof types.CreateAutomationFollowUpDocument,
    "\n  mutation UpdateAutomationFollowUp($id: ID!, $input: FollowUpInput!) {\n    updateFollowUp(id: $id, input: $input) {\n      ok errorMessage errors { field messages }\n      followUp { id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast }\n    }\n  }\n": typeof types.UpdateAutomationFollowUpDocument,
    "\n  query AutomationTemplates {\n    mainChatbot { id whatsappProvider }\n    allAutomationTemplates {\n      id name description tags type flowId campaign\n      steps { title description }\n      optionalSteps { title description }\n    }\n  }\n": typeof types.AutomationTemplatesDocument,
    "\n  mutation ImportAutomation($name: String!, $file: String!) {\n    importCampaign(name: $name, file: $file) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n": typeof types.ImportAutomationDocument,
    "\n  mutation ImportAutomationTemplate($name: String!, $file: String!) {\n    importAutomationTemplate(name: $name, file: $file) {\n      ok\n      errorMessage\n      errors { field messages }\n      template { id }\n    }\n  }\n": typeof types.ImportAutomationTemplateDocument,
    "\n    mutation CloneAutomation($id: ID!, $name: String!) {\n      cloneCampaign(id: $id, name: $name) {\n        ok\n        errorMessage\n        errors { field messages }\n        campaign { id }\n      }\n    }\n  ": typeof types.CloneAutomationDocument,
    "\n    query Availabilities {\n      allAvailabilities {\n        id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments\n        appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }\n        blocks { id day startTime endTime }\n      }\n    }\n  ": typeof types.AvailabilitiesDocument,
    "\n    mutation UpdateCalendarAvailability($id: ID!, $input: CalendarAvailabilityInput!) {\n      updateCalendarAvailability(id: $id, input: $input) {\n        ok\n        code\n        errorMessage\n        errors { field messages }\n        availability {\n          id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments\n          appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }\n          blocks { id day startTime endTime }\n        }\n      }\n    }\n  ": typeof types.UpdateCalendarAvailabilityDocument,
    "\n    mutation CreateAvailabilityBlock($availabilityId: ID!, $input: AvailabilityBlockInput!) {\n      createBlock(availabilityId: $availabilityId, input: $input) {\n        ok code errorMessage errors { field messages } block { id day startTime endTime }\n      }\n    }\n  ": typeof types.CreateAvailabilityBlockDocument,
    "\n    mutation UpdateAvailabilityBlock($id: ID!, $input: AvailabilityBlockInput!) {\n      updateBlock(id: $id, input: $input) {\n        ok code errorMessage errors { field messages } block { id day startTime endTime }\n      }\n    }\n  ": typeof types.UpdateAvailabilityBlockDocument,
    "\n    mutation DeleteAvailabilityBlock($id: ID!) {\n      deleteBlock(id: $id) {\n        ok code errorMessage errors { field messages } block { id day startTime endTime }\n      }\n    }\n  ": typeof types.DeleteAvailabilityBlockDocument,
    "\n    query AvailabilityStaff {\n      availabilityStaff { id name email }\n    }\n  ": typeof types.AvailabilityStaffDocument,
    "\n    mutation CreateCalendarAvailability($userId: ID!, $input: CalendarAvailabilityInput!) {\n      createCalendarAvailability(userId: $userId, input: $input) {\n        ok\n        code\n        errorMessage\n        errors { field messages }\n        availability {\n          id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments\n          appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }\n          blocks { id day startTime endTime }\n        }\n      }\n    }\n  ": typeof types.CreateCalendarAvailabilityDocument,
    "\n    mutation DeleteCalendarAvailability($id: ID!) {\n      deleteCalendarAvailability(id: $id) { ok code errorMessage errors { field messages } }\n    }\n  ": typeof types.DeleteCalendarAvailabilityDocument,
    "\n  query BuilderDivergent($id: ID!) {\n    state(id: $id) {\n      id\n      selectedDivergentOption\n    }\n    builderSettings {\n      divergentOptionTemplates {\n        id\n        name\n        routingInstruction\n      }\n    }\n  }\n": typeof types.BuilderDivergentDocument,
    "\n  mutation BuilderSwitchDivergent($stateId: ID!, $templateId: ID!) {\n    switchDivergentOption(stateId: $stateId, templateId: $templateId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderSwitchDivergentDocument,
    "\n  mutation BuilderUpdateFlow($id: ID!, $name: String, $description: String) {\n    updateStateMachine(id: $id, name: $name, description: $description) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderUpdateFlowDocument,
    "\n  mutation BuilderBlueprint($id: ID!) {\n    generateBlueprintForStatemachine(stateMachineId: $id) {\n      ok\n      errorMessage\n      blueprint\n    }\n  }\n": typeof types.BuilderBlueprintDocument,
    "\n  mutation BuilderCloneQuestion($id: ID!, $from: ID, $to: ID!, $name: String) {\n    cloneStateGroup(\n      stateGroupIdentifier: $id\n      originStateMachine: $from\n      destinationStateMachine: $to\n      newStateGroupName: $name\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateGroup {\n        id\n      }\n    }\n  }\n": typeof types.BuilderCloneQuestionDocument,
    "\n  query BuilderFlowLint($id: ID!) {\n    flowLint(stateMachineId: $id) {\n      code\n      severity\n      stateId\n      optionId\n      languageTag\n      count\n    }\n  }\n": typeof types.BuilderFlowLintDocument,
    "\n  mutation BuilderAddQuestion($group: StateGroupInput!) {\n    updateStateGroupMutation(newStategroup: $group) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateGroup {\n        id\n      }\n    }\n  }\n": typeof types.BuilderAddQuestionDocument,
    "\n  mutation BuilderCopyTemplate($templateIds: [ID!]!, $flowId: ID!, $name: String) {\n    copyStateGroup(templateIds: $templateIds, destinationStateMachineId: $flowId, newStateGroupName: $name) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderCopyTemplateDocument,
    "\n  mutation BuilderReorderQuestions($flowId: ID!, $ids: [ID!]!) {\n    reorderStateGroups(stateMachineId: $flowId, stateGroupids: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderReorderQuestionsDocument,
    "\n  mutation BuilderAddState($state: StateInput!) {\n    stateMutation(newState: $state) {\n      ok\n      errors {\n        field\n        messages\n      }\n      state {\n        id\n      }\n    }\n  }\n": typeof types.BuilderAddStateDocument,
    "\n  mutation BuilderStateOrder($groupId: ID!, $ids: [ID!]!) {\n    updateStateOrder(stateGroupId: $groupId, stateIds: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderStateOrderDocument,
    "\n  mutation BuilderDeleteQuestion($id: ID!) {\n    deleteStateGroupMutation(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteQuestionDocument,
    "\n  query BuilderFlows {\n    allStateMachines(limit: 9999) {\n      id\n      name\n      description\n      kind\n      isDefaultStateMachine\n      stateGroupCount\n      stateCount\n    }\n  }\n": typeof types.BuilderFlowsDocument,
    "\n  mutation BuilderAddFlow($name: String!, $kind: String) {\n    addStateMachine(name: $name, kind: $kind) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateMachine {\n        id\n      }\n    }\n  }\n": typeof types.BuilderAddFlowDocument,
    "\n  mutation BuilderCloneFlow($id: ID!, $newName: String) {\n    cloneStateMachine(id: $id, newName: $newName) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateMachine {\n        id\n      }\n    }\n  }\n": typeof types.BuilderCloneFlowDocument,
    "\n  mutation BuilderDeleteFlow($id: ID!) {\n    deleteStateMachine(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteFlowDocument,
    "\n  mutation BuilderFlowOrder($ids: [ID!]!) {\n    updateStateMachineOrder(stateMachineIds: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderFlowOrderDocument,
    "\n  query BuilderImpact($kind: String!, $id: ID!) {\n    builderImpact(kind: $kind, id: $id) {\n      stateCount\n      optionCount\n      routedFrom {\n        id\n        name\n      }\n      processors {\n        id\n        humanReadableName\n      }\n      whatsappTemplates {\n        id\n        name\n      }\n      automations {\n        id\n        name\n      }\n      atsFieldMappings {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BuilderImpactDocument,
    "\n  query BuilderTags {\n    allTags {\n      id\n      kind\n      content\n      color\n    }\n  }\n": typeof types.BuilderTagsDocument,
    "\n  mutation BuilderAddTextVariation($actionId: ID!, $languageTag: String!, $text: String!, $tagsId: [ID!]) {\n    addTextVariation(actionId: $actionId, languageTag: $languageTag, text: $text, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderAddTextVariationDocument,
    "\n  mutation BuilderAddVideoVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $url: String!\n    $caption: String\n    $tagsId: [ID!]\n  ) {\n    addVideoVariation(actionId: $actionId, languageTag: $languageTag, url: $url, caption: $caption, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderAddVideoVariationDocument,
    "\n  mutation BuilderAddImageVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $url: String!\n    $caption: String\n    $tagsId: [ID!]\n  ) {\n    addImageVariation(actionId: $actionId, languageTag: $languageTag, url: $url, caption: $caption, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderAddImageVariationDocument,
    "\n  mutation BuilderAddDocumentVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $url: String!\n    $fileName: String\n    $tagsId: [ID!]\n  ) {\n    addDocumentVariation(\n      actionId: $actionId\n      languageTag: $languageTag\n      url: $url\n      fileName: $fileName\n      tagsId: $tagsId\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderAddDocumentVariationDocument,
    "\n  mutation BuilderAddLinkVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $placeholder: String!\n    $link: String!\n    $isDocument: Boolean\n    $tagsId: [ID!]\n  ) {\n    addLinkVariation(\n      actionId: $actionId\n      languageTag: $languageTag\n      placeholder: $placeholder\n      link: $link\n      isDocument: $isDocument\n      tagsId: $tagsId\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderAddLinkVariationDocument,
    "\n  mutation BuilderAddGeolocationVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $lat: Float!\n    $lng: Float!\n    $tagsId: [ID!]\n  ) {\n    addGeolocationVariation(actionId: $actionId, languageTag: $languageTag, lat: $lat, lng: $lng, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderAddGeolocationVariationDocument,
    "\n  mutation BuilderUpdateMessage(\n    $variationId: ID!\n    $text: String\n    $url: String\n    $caption: String\n    $fileName: String\n    $placeholder: String\n    $link: String\n    $isDocument: Boolean\n    $lat: Float\n    $lng: Float\n  ) {\n    updateMessage(\n      variationId: $variationId\n      text: $text\n      url: $url\n      caption: $caption\n      fileName: $fileName\n      placeholder: $placeholder\n      link: $link\n      isDocument: $isDocument\n      lat: $lat\n      lng: $lng\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderUpdateMessageDocument,
    "\n  mutation BuilderDeleteVariation($id: ID!) {\n    deleteVariationMutation(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteVariationDocument,
    "\n  mutation BuilderVariationTags($tagsId: [ID!]!, $variationId: ID!) {\n    updateVariationTags(tagsId: $tagsId, variationId: $variationId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderVariationTagsDocument,
    "\n  mutation BuilderAddStandardAction($stateId: ID!, $content: String) {\n    addStandardAction(stateId: $stateId, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n      action {\n        id\n      }\n    }\n  }\n": typeof types.BuilderAddStandardActionDocument,
    "\n  mutation BuilderAddActionWithOptions($stateId: ID!, $content: String) {\n    addActionWithOptions(stateId: $stateId, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n      action {\n        id\n      }\n    }\n  }\n": typeof types.BuilderAddActionWithOptionsDocument,
    "\n  mutation BuilderUpdateAction($id: ID!, $content: String, $editable: Boolean) {\n    updateAction(id: $id, content: $content, editable: $editable) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderUpdateActionDocument,
    "\n  mutation BuilderDeleteActions($ids: [ID!]!) {\n    deleteActions(ids: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteActionsDocument,
    "\n  mutation BuilderActionOrdering($stateId: ID!, $actionIds: [ID!]!) {\n    updateActionOrdering(stateId: $stateId, actionIds: $actionIds) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderActionOrderingDocument,
    "\n  mutation BuilderUpdateLabel($id: ID!, $enabled: Boolean, $text: [LabelTextInput!]) {\n    updateOptionLabel(id: $id, enabled: $enabled, text: $text) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderUpdateLabelDocument,
    "\n  mutation BuilderCreateLabel($optionId: ID!, $actionId: ID!, $text: [LabelTextInput!]) {\n    createOptionLabel(optionId: $optionId, actionId: $actionId, text: $text) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderCreateLabelDocument,
    "\n  mutation BuilderDeleteLabel($id: ID!) {\n    deleteOptionLabel(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteLabelDocument,
    "\n  mutation BuilderLabelOrder($actionId: ID!, $labelIds: [ID!]!) {\n    updateOptionLabelOrder(actionId: $actionId, labelIds: $labelIds) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderLabelOrderDocument,
    "\n  query BuilderProcessors {\n    allProcessors {\n      id\n      name\n      humanReadableName\n      processorType\n      type\n      color\n      icon\n      category\n      priority\n      description\n      isImportantGoal\n      googleAnalyticsEvent {\n        id\n        eventLabel\n        eventAction\n        systemName\n      }\n      stateMachines\n      states\n      options\n      dependencies {\n        kind\n        id\n        name\n      }\n    }\n  }\n": typeof types.BuilderProcessorsDocument,
    "\n  query BuilderProcessorTemplates($adminOnly: Boolean) {\n    allProcessorTemplates(adminOnly: $adminOnly) {\n      id\n      humanReadableName\n      category\n      color\n      description\n      adminOnly\n    }\n  }\n": typeof types.BuilderProcessorTemplatesDocument,
    "\n  mutation BuilderUpdateProcessor(\n    $id: ID!\n    $priority: Int\n    $isImportantGoal: Boolean\n    $googleAnalyticsEvent: GoogleAnalyticsEventInput\n    $humanReadableName: String\n    $description: String\n  ) {\n    updateProcessor(\n      id: $id\n      priority: $priority\n      isImportantGoal: $isImportantGoal\n      googleAnalyticsEvent: $googleAnalyticsEvent\n      humanReadableName: $humanReadableName\n      description: $description\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderUpdateProcessorDocument,
    "\n  mutation BuilderCloneProcessor($id: ID!, $fromSchema: String!, $toSchema: String!) {\n    cloneProcessor(id: $id, fromSchema: $fromSchema, toSchema: $toSchema) {\n      ok\n      errors {\n        field\n        messages\n      }\n      processor {\n        id\n        humanReadableName\n      }\n    }\n  }\n": typeof types.BuilderCloneProcessorDocument,
    "\n  mutation BuilderCopyProcessor($processorTemplateIds: [ID!]!, $fromSchema: String, $toSchema: String!) {\n    copyProcessor(processorTemplateIds: $processorTemplateIds, fromSchema: $fromSchema, toSchema: $toSchema) {\n      ok\n      errors {\n        field\n        messages\n      }\n      processors {\n        id\n      }\n    }\n  }\n": typeof types.BuilderCopyProcessorDocument,
    "\n  query BuilderScalarNames {\n    allScalarnames {\n      id\n      name\n      humanReadableName\n    }\n  }\n": typeof types.BuilderScalarNamesDocument,
    "\n  mutation BuilderCreateScalarName($name: String!, $humanReadableName: String) {\n    createScalarName(name: $name, humanReadableName: $humanReadableName) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderCreateScalarNameDocument,
    "\n  mutation BuilderDeleteScalarName($id: ID!) {\n    deleteScalarName(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteScalarNameDocument,
    "\n  query BuilderState($id: ID!) {\n    state(id: $id) {\n      id\n      name\n      stateGroupId\n      draft\n      isSkippable\n      alwaysStore\n      answerRequired\n      cancelFollowUp\n      replyType\n      validator\n      processors {\n        id\n      }\n      options {\n        id\n        name\n        isDefault\n        isRequired\n        routingInstruction\n        nextState\n        nextStateMachine\n        position\n        processors {\n          id\n        }\n      }\n      actions {\n        id\n        kind\n        content\n        editable\n        position\n        variations {\n          id\n          languageTag\n          type\n          text\n          url\n          caption\n          fileName\n          placeholder\n          link\n          isDocument\n          lat\n          lng\n          tags {\n            id\n            content\n            color\n          }\n        }\n        labels {\n          id\n          option\n          enabled\n          position\n          text {\n            languageTag\n            content\n          }\n        }\n      }\n    }\n    builderSettings {\n      languages\n    }\n  }\n": typeof types.BuilderStateDocument,
    "\n  mutation BuilderAddText($actionId: ID!, $languageTag: String!, $text: String!) {\n    addTextVariation(actionId: $actionId, languageTag: $languageTag, text: $text) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderAddTextDocument,
    "\n  mutation BuilderCreateOption($stateId: ID!) {\n    createOption(stateId: $stateId) {\n      ok\n      errors {\n        field\n        messages\n      }\n      option {\n        id\n      }\n    }\n  }\n": typeof types.BuilderCreateOptionDocument,
    "\n  mutation BuilderUpdateOption($id: ID!, $name: String, $isRequired: Boolean, $routingInstruction: String) {\n    updateOption(id: $id, name: $name, isRequired: $isRequired, routingInstruction: $routingInstruction) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderUpdateOptionDocument,
    "\n  mutation BuilderNextState($optionId: ID!, $nextState: ID!) {\n    updateNextState(optionId: $optionId, nextState: $nextState) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderNextStateDocument,
    "\n  mutation BuilderNextFlow($optionId: ID!, $nextStateMachine: ID!) {\n    updateNextStateMachine(optionId: $optionId, nextStateMachine: $nextStateMachine) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderNextFlowDocument,
    "\n  mutation BuilderDeleteOption($id: ID!) {\n    deleteOption(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteOptionDocument,
    "\n  mutation BuilderUpdateState($state: StateInput!) {\n    stateMutation(newState: $state) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderUpdateStateDocument,
    "\n  mutation BuilderOptionOrder($stateId: ID!, $optionIds: [ID!]!) {\n    updateOptionOrder(stateId: $stateId, optionIds: $optionIds) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderOptionOrderDocument,
    "\n  mutation BuilderDeleteState($id: ID!) {\n    deleteState(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteStateDocument,
    "\n  mutation BuilderCreateTag($kind: String!, $content: String!, $color: String) {\n    createTag(kind: $kind, content: $content, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderCreateTagDocument,
    "\n  mutation BuilderUpdateTag($id: ID!, $kind: String, $content: String, $color: String) {\n    updateTag(id: $id, kind: $kind, content: $content, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderUpdateTagDocument,
    "\n  mutation BuilderDeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteTagDocument,
    "\n  query BuilderStateVariable($id: ID!) {\n    state(id: $id) {\n      id\n      scalarName {\n        id\n      }\n    }\n    allScalarnames {\n      id\n      name\n      humanReadableName\n      tags {\n        id\n      }\n    }\n  }\n": typeof types.BuilderStateVariableDocument,
    "\n  mutation BuilderSetStateVariable($id: ID!, $scalarName: ID) {\n    stateMutation(newState: { id: $id, scalarName: $scalarName }) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderSetStateVariableDocument,
    "\n  mutation BuilderVariableTags($id: ID!, $tagsId: [ID!]!) {\n    updateScalarName(id: $id, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderVariableTagsDocument,
    "\n  query BuilderTranslations($ownerId: ID!) {\n    allTranslations(ownerId: $ownerId) {\n      id\n      field\n      languageTag\n      content\n    }\n  }\n": typeof types.BuilderTranslationsDocument,
    "\n  mutation BuilderCreateTranslation($ownerId: ID!, $field: String!, $languageTag: String!, $content: String!) {\n    createTranslation(ownerId: $ownerId, field: $field, languageTag: $languageTag, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n      translation {\n        id\n      }\n    }\n  }\n": typeof types.BuilderCreateTranslationDocument,
    "\n  mutation BuilderUpdateTranslation($id: ID!, $content: String!) {\n    updateTranslation(id: $id, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderUpdateTranslationDocument,
    "\n  mutation BuilderDeleteTranslation($id: ID!) {\n    deleteTranslation(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderDeleteTranslationDocument,
    "\n  query BuilderFlowTree($id: ID!, $offset: Int!, $limit: Int!) {\n    flowTree(stateMachineId: $id, offset: $offset, limit: $limit) {\n      totalStates\n      inboundStateIds\n      stateGroups {\n        id\n        name\n        position\n        initialState\n      }\n      states {\n        id\n        stateGroupId\n        name\n        position\n        treeViewPositionX\n        treeViewPositionY\n        options {\n          id\n          name\n          isDefault\n          isRequired\n          routingInstruction\n          nextState\n          nextStateMachine\n        }\n        actions {\n          position\n          variations {\n            languageTag\n            type\n            text\n          }\n        }\n      }\n    }\n  }\n": typeof types.BuilderFlowTreeDocument,
    "\n  query BuilderFlowNames {\n    allStateMachines {\n      id\n      name\n      kind\n      description\n    }\n  }\n": typeof types.BuilderFlowNamesDocument,
    "\n  mutation BuilderTreePosition($state: StateInput!) {\n    stateMutation(newState: $state) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": typeof types.BuilderTreePositionDocument,
    "\n  query MainChatbot {\n    mainChatbot {\n      projectId\n      projectName\n      ats\n      whatsappProvider\n      smartInboxEnabled\n      defaultLanguageTag\n      useBetaPortal\n    }\n  }\n": typeof types.MainChatbotDocument,
    "\n  query EmailTemplatesOverview {\n    emailTemplates {\n      id\n      toEmail\n      fromEmail\n      subject\n      plainText\n      htmlTemplate\n      isHtml\n      isText\n      templateKey\n      useNewEditor\n    }\n    mappers {\n      id\n      name\n      data\n    }\n  }\n": typeof types.EmailTemplatesOverviewDocument,
    "\n    mutation UpdateEmailTemplate($id: ID!, $input: EmailTemplateInput!) {\n      updateEmailTemplate(id: $id, input: $input) {\n        ok\n        code\n        errorMessage\n        errors {\n          field\n          messages\n        }\n        emailTemplate {\n          id\n        }\n      }\n    }\n  ": typeof types.UpdateEmailTemplateDocument,
    "\n    mutation UpdateMapper($id: ID!, $input: MapperInput!) {\n      updateMapper(id: $id, input: $input) {\n        ok\n        code\n        errorMessage\n        errors {\n          field\n          messages\n        }\n        mapper {\n          id\n        }\n      }\n    }\n  ": typeof types.UpdateMapperDocument,
    "\n  query FacebookPages {\n    allFacebookPages { id pageId pageName isActive }\n  }\n": typeof types.FacebookPagesDocument,
    "\n  mutation ConnectFacebookPages($token: String!) {\n    facebookPageUpdate(shortLivedUserAccessToken: $token) {\n      ok code errorMessage pages { id pageId pageName isActive }\n    }\n  }\n": typeof types.ConnectFacebookPagesDocument,
    "\n  mutation UpdateFacebookPage($data: JSON!) {\n    updateFacebookPage(data: $data) {\n      ok code errorMessage errors { field messages } facebookPage { id pageId pageName isActive }\n    }\n  }\n": typeof types.UpdateFacebookPageDocument,
    "\n  mutation DeleteFacebookPage($data: JSON!) {\n    deleteFacebookPage(data: $data) { ok code errorMessage errors { field messages } }\n  }\n": typeof types.DeleteFacebookPageDocument,
    "\n    query AllGroupAppointments {\n      allGroupAppointments {\n        ...GroupAppointmentFields\n      }\n    }\n    fragment GroupAppointmentFields on GroupAppointment {\n      id\n      type\n      maxNrAttendees\n      planRange\n      offsetDays\n      maxNrEventToShow\n      calendarAuthHandler\n      filterMap\n      calendarIsAuthenticated\n    }\n  ": typeof types.AllGroupAppointmentsDocument,
    "\n    mutation CreateGroupAppointment($input: GroupAppointmentInput!) {\n      createGroupAppointment(input: $input) {\n        ...GroupAppointmentResultFields\n      }\n    }\n    fragment GroupAppointmentResultFields on GroupAppointmentResult {\n      ok\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      groupAppointment {\n        ...GroupAppointmentFields\n      }\n    }\n  ": typeof types.CreateGroupAppointmentDocument,
    "\n    mutation UpdateGroupAppointment($id: ID!, $input: GroupAppointmentInput!) {\n      updateGroupAppointment(id: $id, input: $input) {\n        ...GroupAppointmentResultFields\n      }\n    }\n  ": typeof types.UpdateGroupAppointmentDocument,
    "\n    mutation UpdateGroupAppointmentCalendarToken($token: String!, $id: ID!) {\n      updateCalendarToken(token: $token, id: $id) {\n        ...GroupAppointmentResultFields\n      }\n    }\n  ": typeof types.UpdateGroupAppointmentCalendarTokenDocument,
    "\n    mutation DeleteGroupAppointment($id: ID!) {\n      deleteGroupAppointment(id: $id) {\n        ok\n      }\n    }\n  ": typeof types.DeleteGroupAppointmentDocument,
    "\n  query SmartInboxConfiguration {\n    smartInboxConfiguration {\n      configured\n      enabled\n      autoConfigured\n      atsUsername\n      teamNames\n      updatedAt\n    }\n    allTeams {\n      id\n      name\n    }\n    allLabels {\n      id\n      name\n      color\n    }\n    allInboxCompanies {\n      id\n      identifier\n      companyName\n      linked\n    }\n  }\n": typeof types.SmartInboxConfigurationDocument,
    "\n  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!], $teamNames: [String!]) {\n    configureSmartInbox(enabled: $enabled, companyIds: $companyIds, teamNames: $teamNames) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": typeof types.ConfigureSmartInboxDocument,
    "\n  mutation AutoConfigureSmartInbox($username: String, $password: String) {\n    autoConfigureSmartInbox(username: $username, password: $password) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": typeof types.AutoConfigureSmartInboxDocument,
    "\n  query ConversationBooking($clientId: ID!) {\n    conversationBooking(clientId: $clientId) {\n      appointments {\n        id\n        start\n        end\n        timeZone\n        calendarUserName\n        eventConfigurationName\n        color\n        locationType\n        customLocation\n      }\n      offer {\n        at\n        eventConfigurationName\n        language\n        hiddenCalendarUsers\n        slots {\n          start\n          end\n          timeZone\n          calendarUserId\n          calendarUserName\n          label\n        }\n        explanations {\n          calendarUserId\n          name\n          timeZone\n          blockedBy\n          days {\n            day\n            offered {\n              start\n              end\n            }\n            removed {\n              start\n              end\n              reason\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ConversationBookingDocument,
    "\n  query InboxLabels {\n    allLabels {\n      id\n      name\n      color\n    }\n  }\n": typeof types.InboxLabelsDocument,
    "\n  mutation CreateInboxLabel($name: String!, $color: String) {\n    createInboxLabel(name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      label {\n        id\n        name\n        color\n      }\n    }\n  }\n": typeof types.CreateInboxLabelDocument,
    "\n  mutation DeleteInboxLabel($id: ID!) {\n    deleteInboxLabel(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": typeof types.DeleteInboxLabelDocument,
    "\n  mutation SetConversationLabel($clientId: ID!, $labelId: ID!, $applied: Boolean!) {\n    setConversationLabel(clientId: $clientId, labelId: $labelId, applied: $applied) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      labelIds\n    }\n  }\n": typeof types.SetConversationLabelDocument,
    "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateInboxLabelDocument,
    "\n  mutation NlpCreateIntent($name: String!) {\n    createIntent(name: $name) {\n      id\n    }\n  }\n": typeof types.NlpCreateIntentDocument,
    "\n  mutation NlpUpdateIntent($id: ID!, $name: String!) {\n    updateIntent(id: $id, name: $name) {\n      id\n    }\n  }\n": typeof types.NlpUpdateIntentDocument,
    "\n  mutation NlpDeleteIntent($id: ID!) {\n    deleteIntent(id: $id) {\n      ok\n    }\n  }\n": typeof types.NlpDeleteIntentDocument,
    "\n  mutation NlpCreateSentence($intentId: ID!, $text: String!) {\n    createSentence(intentId: $intentId, text: $text) {\n      id\n    }\n  }\n": typeof types.NlpCreateSentenceDocument,
    "\n  mutation NlpUpdateSentence($id: ID!, $text: String!) {\n    updateSentence(id: $id, text: $text) {\n      id\n    }\n  }\n": typeof types.NlpUpdateSentenceDocument,
    "\n  mutation NlpDeleteSentence($id: ID!) {\n    deleteSentence(id: $id) {\n      ok\n    }\n  }\n": typeof types.NlpDeleteSentenceDocument,
    "\n  mutation NlpCreateKeyword($intentId: ID!, $text: String!) {\n    createKeyword(intentId: $intentId, text: $text) {\n      id\n    }\n  }\n": typeof types.NlpCreateKeywordDocument,
    "\n  mutation NlpUpdateKeyword($id: ID!, $text: String!) {\n    updateKeyword(id: $id, text: $text) {\n      id\n    }\n  }\n": typeof types.NlpUpdateKeywordDocument,
    "\n  mutation NlpDeleteKeyword($id: ID!) {\n    deleteKeyword(id: $id) {\n      ok\n    }\n  }\n": typeof types.NlpDeleteKeywordDocument,
    "\n  mutation NlpCreateListEntity($name: String!) {\n    createListEntity(name: $name) {\n      id\n    }\n  }\n": typeof types.NlpCreateListEntityDocument,
    "\n  mutation NlpUpdateListEntity($id: ID!, $name: String!) {\n    updateListEntity(id: $id, name: $name) {\n      id\n    }\n  }\n": typeof types.NlpUpdateListEntityDocument,
    "\n  mutation NlpUpdateListEntityValue($id: ID!, $name: String!) {\n    updateListEntityValue(id: $id, name: $name) {\n      id\n    }\n  }\n": typeof types.NlpUpdateListEntityValueDocument,
    "\n  mutation NlpDeleteListEntity($id: ID!) {\n    deleteListEntity(id: $id) {\n      ok\n    }\n  }\n": typeof types.NlpDeleteListEntityDocument,
    "\n  mutation NlpCreateListEntityValue($listEntityId: ID!, $name: String!, $synonyms: [String!]!) {\n    createListEntityValue(listEntityId: $listEntityId, name: $name, synonyms: $synonyms) {\n      id\n    }\n  }\n": typeof types.NlpCreateListEntityValueDocument,
    "\n  mutation NlpUpdateListEntitySynonyms($id: ID!, $synonyms: [String!]!) {\n    updateListEntitySynonyms(id: $id, synonyms: $synonyms) {\n      id\n    }\n  }\n": typeof types.NlpUpdateListEntitySynonymsDocument,
    "\n  mutation NlpDeleteListEntityValue($id: ID!) {\n    deleteListEntityValue(id: $id) {\n      ok\n    }\n  }\n": typeof types.NlpDeleteListEntityValueDocument,
    "\n  query NlpIntents {\n    allIntents {\n      id\n      name\n      sentences {\n        id\n        text\n      }\n      keywords {\n        id\n        text\n      }\n    }\n  }\n": typeof types.NlpIntentsDocument,
    "\n  query NlpListEntities {\n    allListEntities {\n      id\n      name\n      values {\n        id\n        name\n        synonyms {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.NlpListEntitiesDocument,
    "\n  query NlpTrainStatus {\n    nlpTrainStatus {\n      status\n      training\n      trainedAt\n      publishedAt\n    }\n  }\n": typeof types.NlpTrainStatusDocument,
    "\n  query NlpDetectIntent($text: String!, $languageTag: String) {\n    detectIntent(text: $text, languageTag: $languageTag) {\n      intentName\n      score\n      languageTag\n      entities {\n        entity\n        option\n        sourceText\n      }\n    }\n  }\n": typeof types.NlpDetectIntentDocument,
    "\n  mutation NlpTrain {\n    train {\n      status\n      training\n      trainedAt\n      publishedAt\n    }\n  }\n": typeof types.NlpTrainDocument,
    "\n  mutation NlpPublish {\n    publish {\n      status\n      training\n      trainedAt\n      publishedAt\n    }\n  }\n": typeof types.NlpPublishDocument,
    "\n  mutation NlpTryIt($sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {\n    tryItMessage(sessionId: $sessionId, languageTag: $languageTag, text: $text, optionId: $optionId) {\n      sessionId\n      clientId\n      languageTag\n      input\n      waitingStateId\n      finished\n      handedOver\n      trace {\n        stateId\n        stateName\n        optionId\n        optionName\n        matchedBy\n        intentName\n        storedAs\n      }\n      replies {\n        stateId\n        stateName\n        stateMachineId\n        stateMachineName\n        type\n        text\n        buttons {\n          optionId\n          label\n        }\n      }\n    }\n  }\n": typeof types.NlpTryItDocument,
    "\n  mutation NlpTryItSaveAsTest($sessionId: ID!, $name: String) {\n    createValidatorTestFromTryIt(sessionId: $sessionId, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.NlpTryItSaveAsTestDocument,
    "\n  query PartnerAutomations {\n    partnerAutomations {\n      id\n      name\n      description\n      type\n      status\n      created\n    }\n  }\n": typeof types.PartnerAutomationsDocument,
    "\n  query PartnerAutomationTemplates {\n    partnerAutomationTemplates {\n      id\n      name\n      description\n      type\n      tags\n    }\n  }\n": typeof types.PartnerAutomationTemplatesDocument,
    "\n  mutation PartnerCreateAutomation($templateId: ID!, $name: String!) {\n    partnerCreateAutomation(templateId: $templateId, name: $name) {\n      ok\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      automation {\n        id\n        name\n        description\n        type\n        status\n        created\n      }\n    }\n  }\n": typeof types.PartnerCreateAutomationDocument,
    "\n  mutation UpdateSettings($settings: [ChatbotSettingInput!]!) {\n    updateSettings(settings: $settings) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      settings {\n        id\n        key\n        value\n        settingType\n        adminOnly\n        helpText\n        valid\n        section\n        version\n        mayEdit\n      }\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation WidgetPreviewMessage($flowId: ID, $sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {\n    widgetPreviewMessage(\n      flowId: $flowId\n      sessionId: $sessionId\n      languageTag: $languageTag\n      text: $text\n      optionId: $optionId\n    ) {\n      sessionId finished handedOver\n      replies { stateMachineName text buttons { optionId label } }\n    }\n  }\n": typeof types.WidgetPreviewMessageDocument,
    "\n  query SettingsFlows {\n    allStateMachines(limit: 9999) {\n      id\n      name\n      kind\n      position\n    }\n  }\n": typeof types.SettingsFlowsDocument,
    "\n  query WidgetPreview {\n    widgetPreview {\n      text\n      autoOpenTime\n      buttons {\n        text\n        flow\n      }\n      widgetIconStartFlow\n      isRectangle\n      botAvatar\n      version\n    }\n  }\n": typeof types.WidgetPreviewDocument,
    "\n  mutation UpdateWidgetPreview($input: WidgetPreviewInput!) {\n    updateWidgetPreview(input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      widgetPreview {\n        text\n        autoOpenTime\n        buttons {\n          text\n          flow\n        }\n        widgetIconStartFlow\n        isRectangle\n        botAvatar\n        version\n      }\n    }\n  }\n": typeof types.UpdateWidgetPreviewDocument,
    "\n  query AllAgents {\n    allAgents {\n      id\n      name\n      email\n      phone\n      isActive\n      isAdmin\n      devices\n      teams {\n        id\n        name\n        hasAccess\n      }\n    }\n    allTeams {\n      id\n      name\n    }\n  }\n": typeof types.AllAgentsDocument,
    "\n  mutation UpdateAgent($id: ID!, $teams: [AgentTeamInput!], $isAdmin: Boolean, $isActive: Boolean) {\n    updateAgent(id: $id, teams: $teams, isAdmin: $isAdmin, isActive: $isActive) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateAgentDocument,
    "\n  query AllEmployees {\n    allEmployees {\n      id\n      name\n      email\n      role\n      language\n      calendarIsAuthenticated\n      agentId\n      calendarUser {\n        isCalendarAuthenticated\n        calendar {\n          product\n        }\n      }\n    }\n  }\n": typeof types.AllEmployeesDocument,
    "\n  query ValidatorTests {\n    allValidatorTests {\n      id\n      name\n      languageTag\n      updatedAt\n      steps {\n        input\n        expect {\n          stateId\n          stateName\n          outcome\n          intentName\n          answerName\n          answerValue\n        }\n      }\n      lastResult {\n        passed\n        failedStep\n      }\n    }\n  }\n": typeof types.ValidatorTestsDocument,
    "\n  query ValidatorSystemTests {\n    allValidatorSystemTests {\n      key\n      name\n    }\n  }\n": typeof types.ValidatorSystemTestsDocument,
    "\n  query ValidatorStates {\n    validatorStates {\n      id\n      name\n      flowName\n    }\n  }\n": typeof types.ValidatorStatesDocument,
    "\n  query ValidatorRun($id: ID!) {\n    validatorRun(id: $id) {\n      id\n      status\n      total\n      done\n      passed\n      failed\n      startedAt\n      finishedAt\n      results {\n        testId\n        systemTest\n        name\n        passed\n        failedStep\n        failedInput\n        stepsRun\n        mismatches {\n          field\n          expected\n          actual\n        }\n      }\n    }\n  }\n": typeof types.ValidatorRunDocument,
    "\n  query ValidatorLatestRun {\n    latestValidatorRun {\n      id\n      status\n      total\n      done\n      passed\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n": typeof types.ValidatorLatestRunDocument,
    "\n  mutation ValidatorCreateTest($test: ValidatorTestInput!) {\n    createValidatorTest(test: $test) {\n      id\n    }\n  }\n": typeof types.ValidatorCreateTestDocument,
    "\n  mutation ValidatorUpdateTest($id: ID!, $test: ValidatorTestInput!) {\n    updateValidatorTest(id: $id, test: $test) {\n      id\n    }\n  }\n": typeof types.ValidatorUpdateTestDocument,
    "\n  mutation ValidatorDeleteTest($id: ID!) {\n    deleteValidatorTest(id: $id) {\n      ok\n    }\n  }\n": typeof types.ValidatorDeleteTestDocument,
    "\n  mutation ValidatorRunTests($format: ValidatorTestFormat!) {\n    runValidatorTests(validatorTestFormat: $format) {\n      id\n      status\n      total\n      done\n      passed\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n": typeof types.ValidatorRunTestsDocument,
    "\n  query WhatsappAccounts {\n    allWhatsappAccounts {\n      id\n      provider\n      name\n      whatsappNumbers\n      connectedChannels\n      templateCount\n    }\n  }\n": typeof types.WhatsappAccountsDocument,
    "\n  query WhatsappAtsFieldOptions {\n    whatsappAtsFieldOptions {\n      value\n      scalarName\n      names {\n        language\n        name\n      }\n    }\n  }\n": typeof types.WhatsappAtsFieldOptionsDocument,
    "\n  mutation SyncWhatsappAtsVariables($templateId: ID!) {\n    syncWhatsappAtsVariables(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      updated\n    }\n  }\n": typeof types.SyncWhatsappAtsVariablesDocument,
    "\n  mutation CloneWhatsappDefinition($id: ID!, $newName: String!) {\n    cloneWhatsappDefinition(id: $id, newName: $newName) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definition {\n        id\n      }\n    }\n  }\n": typeof types.CloneWhatsappDefinitionDocument,
    "\n  mutation CopyWhatsappDefinitions($ids: [ID!]!, $destinationProjectId: String!) {\n    copyWhatsappDefinitions(ids: $ids, destinationProjectId: $destinationProjectId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definitionIds\n    }\n  }\n": typeof types.CopyWhatsappDefinitionsDocument,
    "\n  mutation DeleteAllWhatsappDefinitions($ids: [ID!]!) {\n    deleteAllWhatsappDefinitions(ids: $ids) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definitionIds\n    }\n  }\n": typeof types.DeleteAllWhatsappDefinitionsDocument,
    "\n  query WhatsappChannels {\n    allWhatsappChannels {\n      id\n      name\n      channelId\n      whatsappNumber\n      createdAt\n      status\n      profile {\n        profileText\n        description\n        websites\n        profilePicture\n        companyName\n        address\n      }\n    }\n  }\n": typeof types.WhatsappChannelsDocument,
    "\n  mutation UpdateWhatsappChannel($id: ID!, $input: WhatsappChannelInput!) {\n    updateWhatsappChannel(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateWhatsappChannelDocument,
    "\n  mutation ConfigureWhatsappChannel($name: String!, $whatsappNumber: String!) {\n    configureWhatsappChannel(name: $name, whatsappNumber: $whatsappNumber) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.ConfigureWhatsappChannelDocument,
    "\n  mutation CreateWhatsappVariations($variations: [WhatsappVariationInput!]!) {\n    createWhatsappVariations(variations: $variations) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      variationIds\n    }\n  }\n": typeof types.CreateWhatsappVariationsDocument,
    "\n  mutation CreateWhatsappParameters($parameters: [WhatsappParameterInput!]!) {\n    createWhatsappParameters(parameters: $parameters) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      parameterIds\n    }\n  }\n": typeof types.CreateWhatsappParametersDocument,
    "\n  mutation CreateWhatsappTemplate($input: WhatsappTemplateInput!) {\n    createWhatsappTemplate(input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      template {\n        id\n      }\n    }\n  }\n": typeof types.CreateWhatsappTemplateDocument,
    "\n  mutation CreateWhatsappDefinition($templateId: ID!, $definitionId: ID) {\n    createWhatsappDefinition(templateId: $templateId, definitionId: $definitionId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definition {\n        id\n      }\n    }\n  }\n": typeof types.CreateWhatsappDefinitionDocument,
    "\n  mutation DiscardWhatsappCreation($variationIds: [ID!]!, $parameterIds: [ID!]!, $templateId: ID) {\n    discardWhatsappCreation(variationIds: $variationIds, parameterIds: $parameterIds, templateId: $templateId) {\n      ok\n    }\n  }\n": typeof types.DiscardWhatsappCreationDocument,
    "\n  query WhatsappDefinitions {\n    allWhatsappDefinitions {\n      id\n      name\n      supportsBatchAction\n      isSmartInboxTemplate\n      activeTemplate {\n        id\n      }\n      availableTemplates {\n        id\n        version\n        status\n        templateName\n        category\n        buttonType\n        attachmentType\n        creatorEmail\n        created\n        modified\n        submittedAt\n        parameters {\n          id\n          name\n          index\n          scalarName\n          atsFieldMapping\n          example\n        }\n        variations {\n          id\n          languageTag\n          content\n          status\n          footer\n          attachmentTitle\n          attachmentUrl\n          rejectionReason\n          lastReviewedAt\n          buttons {\n            id\n            actionType\n            text\n            phoneNumber\n            url\n            urlType\n          }\n        }\n      }\n    }\n  }\n": typeof types.WhatsappDefinitionsDocument,
    "\n  mutation SyncWhatsappDefinition($id: ID) {\n    syncWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      updated\n    }\n  }\n": typeof types.SyncWhatsappDefinitionDocument,
    "\n  mutation UpdateWhatsappBatchAction($id: ID!, $on: Boolean!) {\n    updateWhatsappDefinition(id: $id, input: { supportsBatchAction: $on }) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateWhatsappBatchActionDocument,
    "\n  mutation ActivateWhatsappTemplate($templateId: ID!) {\n    activateWhatsappTemplate(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.ActivateWhatsappTemplateDocument,
    "\n  mutation DeleteWhatsappTemplateAtProvider($templateId: ID!) {\n    deleteWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.DeleteWhatsappTemplateAtProviderDocument,
    "\n  mutation DeleteWhatsappDefinition($id: ID!) {\n    deleteWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.DeleteWhatsappDefinitionDocument,
    "\n  mutation SubmitWhatsappTemplate($templateId: ID!) {\n    createWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.SubmitWhatsappTemplateDocument,
    "\n  mutation UpdateWhatsappVariation($id: ID!, $input: WhatsappVariationUpdateInput!) {\n    updateWhatsappVariation(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateWhatsappVariationDocument,
    "\n  mutation UpdateWhatsappDefinitionSettings($id: ID!, $input: WhatsappDefinitionInput!) {\n    updateWhatsappDefinition(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": typeof types.UpdateWhatsappDefinitionSettingsDocument,
    "\n  query Wizards {\n    allWizards {\n      id\n      title\n      order\n      finishedTimestamp\n      skippedAt\n      processes {\n        id\n        identifier\n        title\n        description\n        isFinished\n        steps {\n          id\n          title\n          description\n          isFinished\n          infoUrl\n          note\n          settings {\n            adminOnly\n          }\n          media {\n            type\n            url\n            title\n          }\n          check {\n            key\n            available\n            passed\n          }\n        }\n      }\n    }\n  }\n": typeof types.WizardsDocument,
    "\n  query WizardChecks {\n    wizardChecks {\n      key\n      available\n      passed\n    }\n  }\n": typeof types.WizardChecksDocument,
    "\n  mutation UpdateWizardStep($id: ID!, $input: WizardStepInput!) {\n    updateWizardStep(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateWizardStepDocument,
    "\n  mutation UpdateWizard($id: ID!, $input: WizardInput!) {\n    updateWizard(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateWizardDocument,
    "\n  mutation UpdateWizardProcess($id: ID!, $input: WizardProcessInput!) {\n    updateWizardProcess(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateWizardProcessDocument,
    "\n  query CloneDestinationWizards($client: String!) {\n    cloneDestinationWizards(client: $client) {\n      id\n      title\n      order\n    }\n  }\n": typeof types.CloneDestinationWizardsDocument,
    "\n  mutation CloneWizardProcess(\n    $destinationClient: String!\n    $originClient: String!\n    $originProcessIdentifier: String!\n    $destinationWizardId: ID!\n  ) {\n    cloneWizardProcess(\n      destinationClient: $destinationClient\n      originClient: $originClient\n      originProcessIdentifier: $originProcessIdentifier\n      destinationWizardId: $destinationWizardId\n    ) {\n      id\n    }\n  }\n": typeof types.CloneWizardProcessDocument,
};
const documents: Documents = {
    "\n    query ExportAnalyticsConversations(\n      $startDate: String\n      $endDate: String\n      $flowIds: [ID!]\n      $page: Int\n      $pageSize: Int\n    ) {\n      analyticsConversations(\n        startDate: $startDate\n        endDate: $endDate\n        flowIds: $flowIds\n        page: $page\n        pageSize: $pageSize\n      ) {\n        amountOfPages\n        conversations {\n          clientId\n          date\n          language\n          channel\n          steps\n          messageCount\n          durationSeconds\n          stateMachines\n          contactDetails {\n            name\n            phoneNumber\n            email\n          }\n          finished\n        }\n      }\n    }\n  ": types.ExportAnalyticsConversationsDocument,
    "\n    query NlpPublishWatch {\n      nlpTrainStatus {\n        status\n      }\n    }\n  ": types.NlpPublishWatchDocument,
    "\n    query AutomatchPublishWatch($campaignId: ID!) {\n      pollAutomatchPublishStatus(campaignId: $campaignId) {\n        stage\n        campaign {\n          id\n          name\n          draftAutomatch {\n            publishJobId\n          }\n        }\n      }\n    }\n  ": types.AutomatchPublishWatchDocument,
    "\n    query AutomationImportFile($id: ID!) {\n      exportCampaign(id: $id)\n    }\n  ": types.AutomationImportFileDocument,
    "\n    query AutomationTemplateFile($id: ID!) {\n      exportAutomationTemplate(id: $id)\n    }\n  ": types.AutomationTemplateFileDocument,
    "\n    query ChatbotSettingSections {\n      allChatbotSettings {\n        section\n      }\n    }\n  ": types.ChatbotSettingSectionsDocument,
    "\n    query ChatbotSettingsOfSection($section: String!) {\n      allChatbotSettings(section: $section) {\n        id\n        key\n        value\n        settingType\n        adminOnly\n        helpText\n        valid\n        section\n        version\n        mayEdit\n      }\n    }\n  ": types.ChatbotSettingsOfSectionDocument,
    "\n  query AnalyticsConversations($startDate: String, $endDate: String, $flowIds: [ID!], $page: Int, $pageSize: Int, $search: String) {\n    analyticsConversations(startDate: $startDate, endDate: $endDate, flowIds: $flowIds, page: $page, pageSize: $pageSize, search: $search) {\n      conversationCount\n      amountOfPages\n      page\n      pageSize\n      conversations {\n        clientId\n        startedAt\n        date\n        language\n        channel\n        steps\n        messageCount\n        stateMachines\n        contactDetails { name phoneNumber email }\n        finished\n        isRead\n      }\n    }\n  }\n": types.AnalyticsConversationsDocument,
    "\n  query AnalyticsConversation($clientId: ID!) {\n    analyticsConversation(clientId: $clientId) {\n      clientId\n      date\n      language\n      channel\n      stateMachines\n      contactDetails { name phoneNumber email }\n      finished\n      messages { id senderEntity text date }\n    }\n  }\n": types.AnalyticsConversationDocument,
    "\n  query AnalyticsConversationLogs($clientId: ID!, $schemaName: String) {\n    allGoogleLogsClient(clientId: $clientId, schemaName: $schemaName) {\n      stateId\n      stateName\n      flowId\n      flowName\n      at\n      answer\n      intent\n      optionId\n      typed\n    }\n  }\n": types.AnalyticsConversationLogsDocument,
    "\n  mutation DeleteClientState($clientId: ID!) {\n    deleteClientStateByClientId(clientId: $clientId) { ok errorMessage }\n  }\n": types.DeleteClientStateDocument,
    "\n    query AnalyticsEvents {\n      allAnalyticsEvents { id eventLabel eventAction systemName }\n    }\n  ": types.AnalyticsEventsDocument,
    "\n    mutation CreateAnalyticsEvent($eventLabel: String!, $eventAction: String!, $systemName: String) {\n      createAnalyticsEvent(eventLabel: $eventLabel, eventAction: $eventAction, systemName: $systemName) {\n        ok\n        errorMessage\n        errors { field messages }\n        analyticsEvent { id eventLabel eventAction systemName }\n      }\n    }\n  ": types.CreateAnalyticsEventDocument,
    "\n    mutation DeleteAnalyticsEvent($id: ID!) {\n      deleteAnalyticsEvent(id: $id) { ok errorMessage }\n    }\n  ": types.DeleteAnalyticsEventDocument,
    "\n    mutation UpdateAnalyticsEvent($id: ID!, $eventLabel: String!, $eventAction: String!, $systemName: String) {\n      updateAnalyticsEvent(id: $id, eventLabel: $eventLabel, eventAction: $eventAction, systemName: $systemName) {\n        ok\n        errorMessage\n        errors { field messages }\n        analyticsEvent { id eventLabel eventAction systemName }\n      }\n    }\n  ": types.UpdateAnalyticsEventDocument,
    "\n  query AnalyticsProcessors($ids: [ID!]!) {\n    processors(ids: $ids) {\n      id\n      humanReadableName\n      category\n      isImportantGoal\n      analyticsDescription\n      googleAnalyticsEvent { eventLabel eventAction }\n    }\n  }\n": types.AnalyticsProcessorsDocument,
    "\n    query CustomReports {\n      allCustomReports { id title description }\n    }\n  ": types.CustomReportsDocument,
    "\n    mutation GenerateCustomReport($id: ID!, $emails: [String!]!, $startDate: String!, $endDate: String!) {\n      generateCustomReport(id: $id, emails: $emails, startDate: $startDate, endDate: $endDate) {\n        ok\n        errorMessage\n        errors { field messages }\n      }\n    }\n  ": types.GenerateCustomReportDocument,
    "\n  query AtsDryRunConversations {\n    atsDryRunConversations { id source languageTag updatedAt answerCount flowNames }\n  }\n": types.AtsDryRunConversationsDocument,
    "\n  query AtsDryRun($conversationId: ID!) {\n    atsDryRun(conversationId: $conversationId) {\n      conversationId languageTag flowNames\n      rows { mappingId type atsFieldPath humanReadableNames { language name } scalarName source written problem }\n      missingRequired { path entityType humanReadableNames { language name } }\n    }\n  }\n": types.AtsDryRunDocument,
    "\n    query FixedAtsMappings($kind: String!, $id: ID!) { fixedAtsFieldMappings(kind: $kind, id: $id) }\n  ": types.FixedAtsMappingsDocument,
    "\n    mutation SetFixedAtsMappings($kind: String!, $id: ID!, $mappingIds: [ID!]!) {\n      setFixedAtsFieldMappings(kind: $kind, id: $id, mappingIds: $mappingIds) {\n        ok code errorMessage errors { field messages } mappingIds\n      }\n    }\n  ": types.SetFixedAtsMappingsDocument,
    "\n  query AtsSettingsOverview {\n    mainChatbot { id ats supportsMappingCreation }\n    creatableAtsEntities { id name humanReadableNames { language name } }\n    atsMappings {\n      id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n      postModifiers getModifiers atsFieldOrdering atsFieldId\n      atsField { path dataType required entityType humanReadableNames { language name } }\n      states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n    }\n  }\n": types.AtsSettingsOverviewDocument,
    "\n  query AtsCatalogueFields($entityTypeId: ID!, $search: String, $page: Int) {\n    creatableAtsFieldsOptimized(entityTypeId: $entityTypeId, search: $search, targetHandler: \"ATS\", pageSize: 20, page: $page) {\n      hasNextPage\n      atsFields {\n        id path dataType regex maxLength required entityType humanReadableNames { language name }\n        options { id value humanReadableName }\n      }\n    }\n  }\n": types.AtsCatalogueFieldsDocument,
    "\n  query AtsMappingImpact($id: ID!) {\n    atsMappingImpact(id: $id) {\n      processors { id name } states { id name } flows { id name } automations { id name }\n    }\n  }\n": types.AtsMappingImpactDocument,
    "\n  mutation CreateAtsMapping($input: AtsMappingCreateInput!) {\n    createAtsFieldMapping(input: $input) {\n      ok code errorMessage restored errors { field messages }\n      mapping {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n": types.CreateAtsMappingDocument,
    "\n  mutation ReplaceAtsMapping($id: ID!, $input: AtsMappingCreateInput!) {\n    replaceAtsFieldMapping(id: $id, input: $input) {\n      ok code errorMessage restored errors { field messages }\n      mapping {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n": types.ReplaceAtsMappingDocument,
    "\n  mutation UpdateAtsMapping($id: ID!, $input: AtsMappingSettingsInput!) {\n    updateAtsFieldMapping(id: $id, input: $input) {\n      ok code errorMessage restored errors { field messages }\n      mapping {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n": types.UpdateAtsMappingDocument,
    "\n  mutation CloneAtsMapping($id: ID!) {\n    cloneAtsFieldMapping(id: $id) { ok code errorMessage errors { field messages } mapping { id } }\n  }\n": types.CloneAtsMappingDocument,
    "\n  mutation DeleteAtsMapping($id: ID!) {\n    deleteAtsFieldMapping(id: $id) { ok code errorMessage }\n  }\n": types.DeleteAtsMappingDocument,
    "\n  mutation CreateAtsField($entityTypeId: ID!, $name: String!, $dataType: String!) {\n    createAtsField(entityTypeId: $entityTypeId, name: $name, dataType: $dataType) {\n      ok code errorMessage errors { field messages }\n      atsField {\n        id path dataType regex maxLength required entityType humanReadableNames { language name }\n        options { id value humanReadableName }\n      }\n    }\n  }\n": types.CreateAtsFieldDocument,
    "\n    mutation AutoCreateAtsMapping($stateId: ID!) {\n      autoCreateAtsFieldMapping(stateId: $stateId) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": types.AutoCreateAtsMappingDocument,
    "\n    mutation CreateAtsOption($mappingId: ID!, $value: String!, $humanReadableName: String!) {\n      createAtsOption(mappingId: $mappingId, value: $value, humanReadableName: $humanReadableName) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": types.CreateAtsOptionDocument,
    "\n    mutation UpdateAtsOption($id: ID!, $value: String!, $humanReadableName: String!) {\n      updateAtsOption(id: $id, value: $value, humanReadableName: $humanReadableName) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": types.UpdateAtsOptionDocument,
    "\n    mutation DeleteAtsOption($id: ID!) { deleteAtsOption(id: $id) { ok code errorMessage errors { field messages } mapping { id } } }\n  ": types.DeleteAtsOptionDocument,
    "\n    mutation CreateAtsMappingOption($mappingId: ID!, $option: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {\n      createAtsMappingOption(mappingId: $mappingId, option: $option, doStoreValue: $doStoreValue, atsOptionId: $atsOptionId) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": types.CreateAtsMappingOptionDocument,
    "\n    mutation UpdateAtsMappingOption($id: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {\n      updateAtsMappingOption(id: $id, doStoreValue: $doStoreValue, atsOptionId: $atsOptionId) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  ": types.UpdateAtsMappingOptionDocument,
    "\n    mutation DeleteAtsMappingOption($id: ID!) { deleteAtsMappingOption(id: $id) { ok code errorMessage errors { field messages } mapping { id } } }\n  ": types.DeleteAtsMappingOptionDocument,
    "\n    mutation SyncAtsOptions($stateId: ID!) { syncOptions(stateId: $stateId) { stateId } }\n  ": types.SyncAtsOptionsDocument,
    "\n  query AtsStateContext($stateId: ID!) {\n    currentAtsFieldMappingContext(stateId: $stateId) {\n      stateId stateName scalarName options { id name }\n      atsFieldMappings {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n        mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n": types.AtsStateContextDocument,
    "\n  mutation ReplayAutomationAction($actionResultId: ID!) {\n    replayAction(actionResultId: $actionResultId) {\n      ok\n      errorMessage\n      result { id successful errorReason }\n    }\n  }\n": types.ReplayAutomationActionDocument,
    "\n  mutation PublishAutomatch($campaignId: ID!) {\n    cloneConfiguration(campaignId: $campaignId) { ok publishJobId }\n  }\n": types.PublishAutomatchDocument,
    "\n  mutation ToggleAutomatchSchedule($campaignId: ID!) {\n    toggleConfigurationSchedule(campaignId: $campaignId) { id publishStage }\n  }\n": types.ToggleAutomatchScheduleDocument,
    "\n  query AutomationAtsBatchActions($campaignId: ID!) {\n    atsBatchActions(campaignId: $campaignId) { id externalId name entityType notificationHeader notificationBody url enabled }\n  }\n": types.AutomationAtsBatchActionsDocument,
    "\n  mutation SetupAutomationAtsBatchAction($campaignId: ID!, $input: AtsBatchActionInput!) {\n    setupAtsBatchAction(campaignId: $campaignId, input: $input) {\n      ok errorMessage errors { field messages }\n      batchAction { id externalId name entityType notificationHeader notificationBody url enabled }\n    }\n  }\n": types.SetupAutomationAtsBatchActionDocument,
    "\n  mutation DeleteAutomationAtsBatchAction($campaignId: ID!, $id: ID!) {\n    deleteAtsBatchAction(campaignId: $campaignId, id: $id) { ok errorMessage }\n  }\n": types.DeleteAutomationAtsBatchActionDocument,
    "\n  mutation SetAutomationAtsBatchActionEnabled($campaignId: ID!, $id: ID!, $enabled: Boolean!) {\n    setAtsBatchActionEnabled(campaignId: $campaignId, id: $id, enabled: $enabled) { ok errorMessage }\n  }\n": types.SetAutomationAtsBatchActionEnabledDocument,
    "\n  query AutomationCampaigns($search: String, $type: String, $status: String) {\n    allCampaigns(search: $search, type: $type, status: $status) {\n      id name description type family status created isSmartInbox analyticsDocumentId flowId onFinishProcessorId\n      onFailProcessorId whatsappDefinitionId followUpId smartInboxLabels removeSmartInboxLabels engageEnabled hasActiveTemplate\n      whitelist clientDescription clientDescriptionImages\n      requiredData { name humanReadableName description }\n      atsFieldMappings { id }\n      broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }\n      followUp { id name type nextBroadcast }\n      draftAutomatch { id version modified publishStage }\n      activeAutomatch { id version modified publishStage }\n      derivedStatus { publication text busy schedule }\n    }\n  }\n": types.AutomationCampaignsDocument,
    "\n  query AutomationCampaign($id: ID!) {\n    campaign(id: $id) {\n      id name description type family status created isSmartInbox analyticsDocumentId flowId onFinishProcessorId\n      onFailProcessorId whatsappDefinitionId followUpId smartInboxLabels removeSmartInboxLabels engageEnabled hasActiveTemplate\n      whitelist clientDescription clientDescriptionImages\n      requiredData { name humanReadableName description }\n      atsFieldMappings { id }\n      broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }\n      followUp { id name type nextBroadcast }\n      draftAutomatch { id version modified publishStage }\n      activeAutomatch { id version modified publishStage }\n      derivedStatus { publication text busy schedule }\n    }\n  }\n": types.AutomationCampaignDocument,
    "\n  mutation CreateAutomation($input: CampaignCreateInput!) {\n    createCampaign(input: $input) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n": types.CreateAutomationDocument,
    "\n  mutation UpdateAutomation($id: ID!, $input: CampaignUpdateInput!) {\n    updateCampaign(id: $id, input: $input) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n": types.UpdateAutomationDocument,
    "\n  mutation UpdateAutomationBroadcast($campaignId: ID!, $schedule: BroadcastScheduleInput!, $targetQuery: [TargetConditionInput!]) {\n    updateBroadcast(campaignId: $campaignId, schedule: $schedule, targetQuery: $targetQuery) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n": types.UpdateAutomationBroadcastDocument,
    "\n  mutation SyncAutomationRequiredData($id: ID!) {\n    syncAutomationRequiredData(id: $id) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id requiredData { name humanReadableName description } }\n    }\n  }\n": types.SyncAutomationRequiredDataDocument,
    "\n    mutation DeleteCampaignConversation($id: ID!) {\n      deleteCampaignConversation(id: $id) { ok errorMessage }\n    }\n  ": types.DeleteCampaignConversationDocument,
    "\n  query AutomationDestinations($broadcastId: ID!) {\n    executeDestinationGetter(broadcastId: $broadcastId) { id name phoneNumber }\n  }\n": types.AutomationDestinationsDocument,
    "\n  query AutomationOptions {\n    allStateMachines(limit: 9999) {\n      id\n      name\n    }\n    allProcessors {\n      id\n      humanReadableName\n    }\n    allWhatsappDefinitions {\n      id\n      name\n      activeTemplate {\n        id\n        parameters {\n          name\n          index\n        }\n        variations {\n          languageTag\n          content\n          status\n        }\n      }\n    }\n  }\n": types.AutomationOptionsDocument,
    "\n  query AutomatchQueries($id: ID!) {\n    campaign(id: $id) {\n      id type\n      draftAutomatch {\n        id matchPageLimit\n        searchQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n        matchQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n        facetsQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n      }\n    }\n    getAllQueryConditions { id name description allowedDataTypes value }\n    allAtsFieldMappings(targetHandler: \"ATS\") { id name humanReadableName dataType entityType choices }\n  }\n": types.AutomatchQueriesDocument,
    "\n  mutation UpdateAutomatchQuery($id: ID!, $queryStatements: [QueryStatementInput!]!) {\n    updateQuery(id: $id, queryStatements: $queryStatements) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n": types.UpdateAutomatchQueryDocument,
    "\n  mutation CreateAutomatchQueryStatement($queryId: ID!, $statement: QueryStatementInput!) {\n    createQueryStatement(queryId: $queryId, statement: $statement) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n": types.CreateAutomatchQueryStatementDocument,
    "\n  mutation UpdateAutomatchQueryStatement($id: ID!, $statement: QueryStatementInput!) {\n    updateQueryStatement(id: $id, statement: $statement) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n": types.UpdateAutomatchQueryStatementDocument,
    "\n  mutation DeleteAutomatchQueryStatement($id: ID!) {\n    deleteQueryStatement(id: $id) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n": types.DeleteAutomatchQueryStatementDocument,
    "\n  mutation TestAutomatchSearch($automatchId: ID!, $searchStatements: [QueryStatementInput!]) {\n    testSearch(automatchId: $automatchId, searchStatements: $searchStatements) {\n      ok errorMessage errors { field messages } total records { id entityType title values }\n    }\n  }\n": types.TestAutomatchSearchDocument,
    "\n  mutation TestAutomatchMatch(\n    $automatchId: ID!\n    $recordId: ID!\n    $matchStatements: [QueryStatementInput!]\n    $facetsStatements: [QueryStatementInput!]\n  ) {\n    testMatch(\n      automatchId: $automatchId\n      recordId: $recordId\n      matchStatements: $matchStatements\n      facetsStatements: $facetsStatements\n    ) {\n      ok errorMessage errors { field messages } total records { id entityType title values }\n    }\n  }\n": types.TestAutomatchMatchDocument,
    "\n  query AutomationScheduledSends($campaignId: ID!) {\n    scheduledCampaignSends(campaignId: $campaignId) { id campaignId sendAt source recipients created firedAt sent }\n  }\n": types.AutomationScheduledSendsDocument,
    "\n  mutation ScheduleAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!, $sendAt: String!) {\n    scheduleCampaignMessages(campaignId: $campaignId, recipients: $recipients, source: $source, sendAt: $sendAt) {\n      ok\n      errorMessage\n      preflight {\n        lines { line phoneNumber languageTag message skip missing }\n        totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }\n      }\n      scheduledSend { id campaignId sendAt source recipients created firedAt sent }\n    }\n  }\n": types.ScheduleAutomationMessagesDocument,
    "\n  mutation CancelAutomationScheduledSend($id: ID!) {\n    cancelScheduledCampaignSend(id: $id) { ok errorMessage }\n  }\n": types.CancelAutomationScheduledSendDocument,
    "\n  query AutomationPreflight($campaignId: ID!, $recipients: [RecipientInput!]!, $at: String) {\n    campaignPreflight(campaignId: $campaignId, recipients: $recipients, at: $at) {\n      lines { line phoneNumber languageTag message skip missing }\n      totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }\n    }\n  }\n": types.AutomationPreflightDocument,
    "\n  mutation SendAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!) {\n    sendCampaignMessages(campaignId: $campaignId, recipients: $recipients, source: $source) {\n      ok\n      errorMessage\n      sent\n      preflight {\n        lines { line phoneNumber languageTag message skip missing }\n        totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }\n      }\n    }\n  }\n": types.SendAutomationMessagesDocument,
    "\n  query AutomationSettingsOptions {\n    allLabels { id name color }\n    allFollowUps {\n      id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit\n      nextBroadcast lastBroadcast\n    }\n    atsFieldMappings {\n      id type value isLocked isDefaultMapping scalarName\n      atsField { path required humanReadableNames { language name } }\n    }\n  }\n": types.AutomationSettingsOptionsDocument,
    "\n  mutation CreateAutomationFollowUp($campaignId: ID!, $input: FollowUpInput!) {\n    createFollowUp(campaignId: $campaignId, input: $input) {\n      ok errorMessage errors { field messages }\n      followUp { id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast }\n    }\n  }\n": types.CreateAutomationFollowUpDocument,
    "\n  mutation UpdateAutomationFollowUp($id: ID!, $input: FollowUpInput!) {\n    updateFollowUp(id: $id, input: $input) {\n      ok errorMessage errors { field messages }\n      followUp { id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast }\n    }\n  }\n": types.UpdateAutomationFollowUpDocument,
    "\n  query AutomationTemplates {\n    mainChatbot { id whatsappProvider }\n    allAutomationTemplates {\n      id name description tags type flowId campaign\n      steps { title description }\n      optionalSteps { title description }\n    }\n  }\n": types.AutomationTemplatesDocument,
    "\n  mutation ImportAutomation($name: String!, $file: String!) {\n    importCampaign(name: $name, file: $file) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n": types.ImportAutomationDocument,
    "\n  mutation ImportAutomationTemplate($name: String!, $file: String!) {\n    importAutomationTemplate(name: $name, file: $file) {\n      ok\n      errorMessage\n      errors { field messages }\n      template { id }\n    }\n  }\n": types.ImportAutomationTemplateDocument,
    "\n    mutation CloneAutomation($id: ID!, $name: String!) {\n      cloneCampaign(id: $id, name: $name) {\n        ok\n        errorMessage\n        errors { field messages }\n        campaign { id }\n      }\n    }\n  ": types.CloneAutomationDocument,
    "\n    query Availabilities {\n      allAvailabilities {\n        id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments\n        appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }\n        blocks { id day startTime endTime }\n      }\n    }\n  ": types.AvailabilitiesDocument,
    "\n    mutation UpdateCalendarAvailability($id: ID!, $input: CalendarAvailabilityInput!) {\n      updateCalendarAvailability(id: $id, input: $input) {\n        ok\n        code\n        errorMessage\n        errors { field messages }\n        availability {\n          id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments\n          appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }\n          blocks { id day startTime endTime }\n        }\n      }\n    }\n  ": types.UpdateCalendarAvailabilityDocument,
    "\n    mutation CreateAvailabilityBlock($availabilityId: ID!, $input: AvailabilityBlockInput!) {\n      createBlock(availabilityId: $availabilityId, input: $input) {\n        ok code errorMessage errors { field messages } block { id day startTime endTime }\n      }\n    }\n  ": types.CreateAvailabilityBlockDocument,
    "\n    mutation UpdateAvailabilityBlock($id: ID!, $input: AvailabilityBlockInput!) {\n      updateBlock(id: $id, input: $input) {\n        ok code errorMessage errors { field messages } block { id day startTime endTime }\n      }\n    }\n  ": types.UpdateAvailabilityBlockDocument,
    "\n    mutation DeleteAvailabilityBlock($id: ID!) {\n      deleteBlock(id: $id) {\n        ok code errorMessage errors { field messages } block { id day startTime endTime }\n      }\n    }\n  ": types.DeleteAvailabilityBlockDocument,
    "\n    query AvailabilityStaff {\n      availabilityStaff { id name email }\n    }\n  ": types.AvailabilityStaffDocument,
    "\n    mutation CreateCalendarAvailability($userId: ID!, $input: CalendarAvailabilityInput!) {\n      createCalendarAvailability(userId: $userId, input: $input) {\n        ok\n        code\n        errorMessage\n        errors { field messages }\n        availability {\n          id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments\n          appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }\n          blocks { id day startTime endTime }\n        }\n      }\n    }\n  ": types.CreateCalendarAvailabilityDocument,
    "\n    mutation DeleteCalendarAvailability($id: ID!) {\n      deleteCalendarAvailability(id: $id) { ok code errorMessage errors { field messages } }\n    }\n  ": types.DeleteCalendarAvailabilityDocument,
    "\n  query BuilderDivergent($id: ID!) {\n    state(id: $id) {\n      id\n      selectedDivergentOption\n    }\n    builderSettings {\n      divergentOptionTemplates {\n        id\n        name\n        routingInstruction\n      }\n    }\n  }\n": types.BuilderDivergentDocument,
    "\n  mutation BuilderSwitchDivergent($stateId: ID!, $templateId: ID!) {\n    switchDivergentOption(stateId: $stateId, templateId: $templateId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderSwitchDivergentDocument,
    "\n  mutation BuilderUpdateFlow($id: ID!, $name: String, $description: String) {\n    updateStateMachine(id: $id, name: $name, description: $description) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderUpdateFlowDocument,
    "\n  mutation BuilderBlueprint($id: ID!) {\n    generateBlueprintForStatemachine(stateMachineId: $id) {\n      ok\n      errorMessage\n      blueprint\n    }\n  }\n": types.BuilderBlueprintDocument,
    "\n  mutation BuilderCloneQuestion($id: ID!, $from: ID, $to: ID!, $name: String) {\n    cloneStateGroup(\n      stateGroupIdentifier: $id\n      originStateMachine: $from\n      destinationStateMachine: $to\n      newStateGroupName: $name\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateGroup {\n        id\n      }\n    }\n  }\n": types.BuilderCloneQuestionDocument,
    "\n  query BuilderFlowLint($id: ID!) {\n    flowLint(stateMachineId: $id) {\n      code\n      severity\n      stateId\n      optionId\n      languageTag\n      count\n    }\n  }\n": types.BuilderFlowLintDocument,
    "\n  mutation BuilderAddQuestion($group: StateGroupInput!) {\n    updateStateGroupMutation(newStategroup: $group) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateGroup {\n        id\n      }\n    }\n  }\n": types.BuilderAddQuestionDocument,
    "\n  mutation BuilderCopyTemplate($templateIds: [ID!]!, $flowId: ID!, $name: String) {\n    copyStateGroup(templateIds: $templateIds, destinationStateMachineId: $flowId, newStateGroupName: $name) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderCopyTemplateDocument,
    "\n  mutation BuilderReorderQuestions($flowId: ID!, $ids: [ID!]!) {\n    reorderStateGroups(stateMachineId: $flowId, stateGroupids: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderReorderQuestionsDocument,
    "\n  mutation BuilderAddState($state: StateInput!) {\n    stateMutation(newState: $state) {\n      ok\n      errors {\n        field\n        messages\n      }\n      state {\n        id\n      }\n    }\n  }\n": types.BuilderAddStateDocument,
    "\n  mutation BuilderStateOrder($groupId: ID!, $ids: [ID!]!) {\n    updateStateOrder(stateGroupId: $groupId, stateIds: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderStateOrderDocument,
    "\n  mutation BuilderDeleteQuestion($id: ID!) {\n    deleteStateGroupMutation(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteQuestionDocument,
    "\n  query BuilderFlows {\n    allStateMachines(limit: 9999) {\n      id\n      name\n      description\n      kind\n      isDefaultStateMachine\n      stateGroupCount\n      stateCount\n    }\n  }\n": types.BuilderFlowsDocument,
    "\n  mutation BuilderAddFlow($name: String!, $kind: String) {\n    addStateMachine(name: $name, kind: $kind) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateMachine {\n        id\n      }\n    }\n  }\n": types.BuilderAddFlowDocument,
    "\n  mutation BuilderCloneFlow($id: ID!, $newName: String) {\n    cloneStateMachine(id: $id, newName: $newName) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateMachine {\n        id\n      }\n    }\n  }\n": types.BuilderCloneFlowDocument,
    "\n  mutation BuilderDeleteFlow($id: ID!) {\n    deleteStateMachine(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteFlowDocument,
    "\n  mutation BuilderFlowOrder($ids: [ID!]!) {\n    updateStateMachineOrder(stateMachineIds: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderFlowOrderDocument,
    "\n  query BuilderImpact($kind: String!, $id: ID!) {\n    builderImpact(kind: $kind, id: $id) {\n      stateCount\n      optionCount\n      routedFrom {\n        id\n        name\n      }\n      processors {\n        id\n        humanReadableName\n      }\n      whatsappTemplates {\n        id\n        name\n      }\n      automations {\n        id\n        name\n      }\n      atsFieldMappings {\n        id\n        name\n      }\n    }\n  }\n": types.BuilderImpactDocument,
    "\n  query BuilderTags {\n    allTags {\n      id\n      kind\n      content\n      color\n    }\n  }\n": types.BuilderTagsDocument,
    "\n  mutation BuilderAddTextVariation($actionId: ID!, $languageTag: String!, $text: String!, $tagsId: [ID!]) {\n    addTextVariation(actionId: $actionId, languageTag: $languageTag, text: $text, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderAddTextVariationDocument,
    "\n  mutation BuilderAddVideoVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $url: String!\n    $caption: String\n    $tagsId: [ID!]\n  ) {\n    addVideoVariation(actionId: $actionId, languageTag: $languageTag, url: $url, caption: $caption, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderAddVideoVariationDocument,
    "\n  mutation BuilderAddImageVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $url: String!\n    $caption: String\n    $tagsId: [ID!]\n  ) {\n    addImageVariation(actionId: $actionId, languageTag: $languageTag, url: $url, caption: $caption, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderAddImageVariationDocument,
    "\n  mutation BuilderAddDocumentVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $url: String!\n    $fileName: String\n    $tagsId: [ID!]\n  ) {\n    addDocumentVariation(\n      actionId: $actionId\n      languageTag: $languageTag\n      url: $url\n      fileName: $fileName\n      tagsId: $tagsId\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderAddDocumentVariationDocument,
    "\n  mutation BuilderAddLinkVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $placeholder: String!\n    $link: String!\n    $isDocument: Boolean\n    $tagsId: [ID!]\n  ) {\n    addLinkVariation(\n      actionId: $actionId\n      languageTag: $languageTag\n      placeholder: $placeholder\n      link: $link\n      isDocument: $isDocument\n      tagsId: $tagsId\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderAddLinkVariationDocument,
    "\n  mutation BuilderAddGeolocationVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $lat: Float!\n    $lng: Float!\n    $tagsId: [ID!]\n  ) {\n    addGeolocationVariation(actionId: $actionId, languageTag: $languageTag, lat: $lat, lng: $lng, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderAddGeolocationVariationDocument,
    "\n  mutation BuilderUpdateMessage(\n    $variationId: ID!\n    $text: String\n    $url: String\n    $caption: String\n    $fileName: String\n    $placeholder: String\n    $link: String\n    $isDocument: Boolean\n    $lat: Float\n    $lng: Float\n  ) {\n    updateMessage(\n      variationId: $variationId\n      text: $text\n      url: $url\n      caption: $caption\n      fileName: $fileName\n      placeholder: $placeholder\n      link: $link\n      isDocument: $isDocument\n      lat: $lat\n      lng: $lng\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderUpdateMessageDocument,
    "\n  mutation BuilderDeleteVariation($id: ID!) {\n    deleteVariationMutation(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteVariationDocument,
    "\n  mutation BuilderVariationTags($tagsId: [ID!]!, $variationId: ID!) {\n    updateVariationTags(tagsId: $tagsId, variationId: $variationId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderVariationTagsDocument,
    "\n  mutation BuilderAddStandardAction($stateId: ID!, $content: String) {\n    addStandardAction(stateId: $stateId, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n      action {\n        id\n      }\n    }\n  }\n": types.BuilderAddStandardActionDocument,
    "\n  mutation BuilderAddActionWithOptions($stateId: ID!, $content: String) {\n    addActionWithOptions(stateId: $stateId, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n      action {\n        id\n      }\n    }\n  }\n": types.BuilderAddActionWithOptionsDocument,
    "\n  mutation BuilderUpdateAction($id: ID!, $content: String, $editable: Boolean) {\n    updateAction(id: $id, content: $content, editable: $editable) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderUpdateActionDocument,
    "\n  mutation BuilderDeleteActions($ids: [ID!]!) {\n    deleteActions(ids: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteActionsDocument,
    "\n  mutation BuilderActionOrdering($stateId: ID!, $actionIds: [ID!]!) {\n    updateActionOrdering(stateId: $stateId, actionIds: $actionIds) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderActionOrderingDocument,
    "\n  mutation BuilderUpdateLabel($id: ID!, $enabled: Boolean, $text: [LabelTextInput!]) {\n    updateOptionLabel(id: $id, enabled: $enabled, text: $text) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderUpdateLabelDocument,
    "\n  mutation BuilderCreateLabel($optionId: ID!, $actionId: ID!, $text: [LabelTextInput!]) {\n    createOptionLabel(optionId: $optionId, actionId: $actionId, text: $text) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderCreateLabelDocument,
    "\n  mutation BuilderDeleteLabel($id: ID!) {\n    deleteOptionLabel(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteLabelDocument,
    "\n  mutation BuilderLabelOrder($actionId: ID!, $labelIds: [ID!]!) {\n    updateOptionLabelOrder(actionId: $actionId, labelIds: $labelIds) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderLabelOrderDocument,
    "\n  query BuilderProcessors {\n    allProcessors {\n      id\n      name\n      humanReadableName\n      processorType\n      type\n      color\n      icon\n      category\n      priority\n      description\n      isImportantGoal\n      googleAnalyticsEvent {\n        id\n        eventLabel\n        eventAction\n        systemName\n      }\n      stateMachines\n      states\n      options\n      dependencies {\n        kind\n        id\n        name\n      }\n    }\n  }\n": types.BuilderProcessorsDocument,
    "\n  query BuilderProcessorTemplates($adminOnly: Boolean) {\n    allProcessorTemplates(adminOnly: $adminOnly) {\n      id\n      humanReadableName\n      category\n      color\n      description\n      adminOnly\n    }\n  }\n": types.BuilderProcessorTemplatesDocument,
    "\n  mutation BuilderUpdateProcessor(\n    $id: ID!\n    $priority: Int\n    $isImportantGoal: Boolean\n    $googleAnalyticsEvent: GoogleAnalyticsEventInput\n    $humanReadableName: String\n    $description: String\n  ) {\n    updateProcessor(\n      id: $id\n      priority: $priority\n      isImportantGoal: $isImportantGoal\n      googleAnalyticsEvent: $googleAnalyticsEvent\n      humanReadableName: $humanReadableName\n      description: $description\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderUpdateProcessorDocument,
    "\n  mutation BuilderCloneProcessor($id: ID!, $fromSchema: String!, $toSchema: String!) {\n    cloneProcessor(id: $id, fromSchema: $fromSchema, toSchema: $toSchema) {\n      ok\n      errors {\n        field\n        messages\n      }\n      processor {\n        id\n        humanReadableName\n      }\n    }\n  }\n": types.BuilderCloneProcessorDocument,
    "\n  mutation BuilderCopyProcessor($processorTemplateIds: [ID!]!, $fromSchema: String, $toSchema: String!) {\n    copyProcessor(processorTemplateIds: $processorTemplateIds, fromSchema: $fromSchema, toSchema: $toSchema) {\n      ok\n      errors {\n        field\n        messages\n      }\n      processors {\n        id\n      }\n    }\n  }\n": types.BuilderCopyProcessorDocument,
    "\n  query BuilderScalarNames {\n    allScalarnames {\n      id\n      name\n      humanReadableName\n    }\n  }\n": types.BuilderScalarNamesDocument,
    "\n  mutation BuilderCreateScalarName($name: String!, $humanReadableName: String) {\n    createScalarName(name: $name, humanReadableName: $humanReadableName) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderCreateScalarNameDocument,
    "\n  mutation BuilderDeleteScalarName($id: ID!) {\n    deleteScalarName(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteScalarNameDocument,
    "\n  query BuilderState($id: ID!) {\n    state(id: $id) {\n      id\n      name\n      stateGroupId\n      draft\n      isSkippable\n      alwaysStore\n      answerRequired\n      cancelFollowUp\n      replyType\n      validator\n      processors {\n        id\n      }\n      options {\n        id\n        name\n        isDefault\n        isRequired\n        routingInstruction\n        nextState\n        nextStateMachine\n        position\n        processors {\n          id\n        }\n      }\n      actions {\n        id\n        kind\n        content\n        editable\n        position\n        variations {\n          id\n          languageTag\n          type\n          text\n          url\n          caption\n          fileName\n          placeholder\n          link\n          isDocument\n          lat\n          lng\n          tags {\n            id\n            content\n            color\n          }\n        }\n        labels {\n          id\n          option\n          enabled\n          position\n          text {\n            languageTag\n            content\n          }\n        }\n      }\n    }\n    builderSettings {\n      languages\n    }\n  }\n": types.BuilderStateDocument,
    "\n  mutation BuilderAddText($actionId: ID!, $languageTag: String!, $text: String!) {\n    addTextVariation(actionId: $actionId, languageTag: $languageTag, text: $text) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderAddTextDocument,
    "\n  mutation BuilderCreateOption($stateId: ID!) {\n    createOption(stateId: $stateId) {\n      ok\n      errors {\n        field\n        messages\n      }\n      option {\n        id\n      }\n    }\n  }\n": types.BuilderCreateOptionDocument,
    "\n  mutation BuilderUpdateOption($id: ID!, $name: String, $isRequired: Boolean, $routingInstruction: String) {\n    updateOption(id: $id, name: $name, isRequired: $isRequired, routingInstruction: $routingInstruction) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderUpdateOptionDocument,
    "\n  mutation BuilderNextState($optionId: ID!, $nextState: ID!) {\n    updateNextState(optionId: $optionId, nextState: $nextState) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderNextStateDocument,
    "\n  mutation BuilderNextFlow($optionId: ID!, $nextStateMachine: ID!) {\n    updateNextStateMachine(optionId: $optionId, nextStateMachine: $nextStateMachine) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderNextFlowDocument,
    "\n  mutation BuilderDeleteOption($id: ID!) {\n    deleteOption(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteOptionDocument,
    "\n  mutation BuilderUpdateState($state: StateInput!) {\n    stateMutation(newState: $state) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderUpdateStateDocument,
    "\n  mutation BuilderOptionOrder($stateId: ID!, $optionIds: [ID!]!) {\n    updateOptionOrder(stateId: $stateId, optionIds: $optionIds) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderOptionOrderDocument,
    "\n  mutation BuilderDeleteState($id: ID!) {\n    deleteState(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteStateDocument,
    "\n  mutation BuilderCreateTag($kind: String!, $content: String!, $color: String) {\n    createTag(kind: $kind, content: $content, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderCreateTagDocument,
    "\n  mutation BuilderUpdateTag($id: ID!, $kind: String, $content: String, $color: String) {\n    updateTag(id: $id, kind: $kind, content: $content, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderUpdateTagDocument,
    "\n  mutation BuilderDeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteTagDocument,
    "\n  query BuilderStateVariable($id: ID!) {\n    state(id: $id) {\n      id\n      scalarName {\n        id\n      }\n    }\n    allScalarnames {\n      id\n      name\n      humanReadableName\n      tags {\n        id\n      }\n    }\n  }\n": types.BuilderStateVariableDocument,
    "\n  mutation BuilderSetStateVariable($id: ID!, $scalarName: ID) {\n    stateMutation(newState: { id: $id, scalarName: $scalarName }) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderSetStateVariableDocument,
    "\n  mutation BuilderVariableTags($id: ID!, $tagsId: [ID!]!) {\n    updateScalarName(id: $id, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderVariableTagsDocument,
    "\n  query BuilderTranslations($ownerId: ID!) {\n    allTranslations(ownerId: $ownerId) {\n      id\n      field\n      languageTag\n      content\n    }\n  }\n": types.BuilderTranslationsDocument,
    "\n  mutation BuilderCreateTranslation($ownerId: ID!, $field: String!, $languageTag: String!, $content: String!) {\n    createTranslation(ownerId: $ownerId, field: $field, languageTag: $languageTag, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n      translation {\n        id\n      }\n    }\n  }\n": types.BuilderCreateTranslationDocument,
    "\n  mutation BuilderUpdateTranslation($id: ID!, $content: String!) {\n    updateTranslation(id: $id, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderUpdateTranslationDocument,
    "\n  mutation BuilderDeleteTranslation($id: ID!) {\n    deleteTranslation(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderDeleteTranslationDocument,
    "\n  query BuilderFlowTree($id: ID!, $offset: Int!, $limit: Int!) {\n    flowTree(stateMachineId: $id, offset: $offset, limit: $limit) {\n      totalStates\n      inboundStateIds\n      stateGroups {\n        id\n        name\n        position\n        initialState\n      }\n      states {\n        id\n        stateGroupId\n        name\n        position\n        treeViewPositionX\n        treeViewPositionY\n        options {\n          id\n          name\n          isDefault\n          isRequired\n          routingInstruction\n          nextState\n          nextStateMachine\n        }\n        actions {\n          position\n          variations {\n            languageTag\n            type\n            text\n          }\n        }\n      }\n    }\n  }\n": types.BuilderFlowTreeDocument,
    "\n  query BuilderFlowNames {\n    allStateMachines {\n      id\n      name\n      kind\n      description\n    }\n  }\n": types.BuilderFlowNamesDocument,
    "\n  mutation BuilderTreePosition($state: StateInput!) {\n    stateMutation(newState: $state) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n": types.BuilderTreePositionDocument,
    "\n  query MainChatbot {\n    mainChatbot {\n      projectId\n      projectName\n      ats\n      whatsappProvider\n      smartInboxEnabled\n      defaultLanguageTag\n      useBetaPortal\n    }\n  }\n": types.MainChatbotDocument,
    "\n  query EmailTemplatesOverview {\n    emailTemplates {\n      id\n      toEmail\n      fromEmail\n      subject\n      plainText\n      htmlTemplate\n      isHtml\n      isText\n      templateKey\n      useNewEditor\n    }\n    mappers {\n      id\n      name\n      data\n    }\n  }\n": types.EmailTemplatesOverviewDocument,
    "\n    mutation UpdateEmailTemplate($id: ID!, $input: EmailTemplateInput!) {\n      updateEmailTemplate(id: $id, input: $input) {\n        ok\n        code\n        errorMessage\n        errors {\n          field\n          messages\n        }\n        emailTemplate {\n          id\n        }\n      }\n    }\n  ": types.UpdateEmailTemplateDocument,
    "\n    mutation UpdateMapper($id: ID!, $input: MapperInput!) {\n      updateMapper(id: $id, input: $input) {\n        ok\n        code\n        errorMessage\n        errors {\n          field\n          messages\n        }\n        mapper {\n          id\n        }\n      }\n    }\n  ": types.UpdateMapperDocument,
    "\n  query FacebookPages {\n    allFacebookPages { id pageId pageName isActive }\n  }\n": types.FacebookPagesDocument,
    "\n  mutation ConnectFacebookPages($token: String!) {\n    facebookPageUpdate(shortLivedUserAccessToken: $token) {\n      ok code errorMessage pages { id pageId pageName isActive }\n    }\n  }\n": types.ConnectFacebookPagesDocument,
    "\n  mutation UpdateFacebookPage($data: JSON!) {\n    updateFacebookPage(data: $data) {\n      ok code errorMessage errors { field messages } facebookPage { id pageId pageName isActive }\n    }\n  }\n": types.UpdateFacebookPageDocument,
    "\n  mutation DeleteFacebookPage($data: JSON!) {\n    deleteFacebookPage(data: $data) { ok code errorMessage errors { field messages } }\n  }\n": types.DeleteFacebookPageDocument,
    "\n    query AllGroupAppointments {\n      allGroupAppointments {\n        ...GroupAppointmentFields\n      }\n    }\n    fragment GroupAppointmentFields on GroupAppointment {\n      id\n      type\n      maxNrAttendees\n      planRange\n      offsetDays\n      maxNrEventToShow\n      calendarAuthHandler\n      filterMap\n      calendarIsAuthenticated\n    }\n  ": types.AllGroupAppointmentsDocument,
    "\n    mutation CreateGroupAppointment($input: GroupAppointmentInput!) {\n      createGroupAppointment(input: $input) {\n        ...GroupAppointmentResultFields\n      }\n    }\n    fragment GroupAppointmentResultFields on GroupAppointmentResult {\n      ok\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      groupAppointment {\n        ...GroupAppointmentFields\n      }\n    }\n  ": types.CreateGroupAppointmentDocument,
    "\n    mutation UpdateGroupAppointment($id: ID!, $input: GroupAppointmentInput!) {\n      updateGroupAppointment(id: $id, input: $input) {\n        ...GroupAppointmentResultFields\n      }\n    }\n  ": types.UpdateGroupAppointmentDocument,
    "\n    mutation UpdateGroupAppointmentCalendarToken($token: String!, $id: ID!) {\n      updateCalendarToken(token: $token, id: $id) {\n        ...GroupAppointmentResultFields\n      }\n    }\n  ": types.UpdateGroupAppointmentCalendarTokenDocument,
    "\n    mutation DeleteGroupAppointment($id: ID!) {\n      deleteGroupAppointment(id: $id) {\n        ok\n      }\n    }\n  ": types.DeleteGroupAppointmentDocument,
    "\n  query SmartInboxConfiguration {\n    smartInboxConfiguration {\n      configured\n      enabled\n      autoConfigured\n      atsUsername\n      teamNames\n      updatedAt\n    }\n    allTeams {\n      id\n      name\n    }\n    allLabels {\n      id\n      name\n      color\n    }\n    allInboxCompanies {\n      id\n      identifier\n      companyName\n      linked\n    }\n  }\n": types.SmartInboxConfigurationDocument,
    "\n  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!], $teamNames: [String!]) {\n    configureSmartInbox(enabled: $enabled, companyIds: $companyIds, teamNames: $teamNames) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": types.ConfigureSmartInboxDocument,
    "\n  mutation AutoConfigureSmartInbox($username: String, $password: String) {\n    autoConfigureSmartInbox(username: $username, password: $password) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n": types.AutoConfigureSmartInboxDocument,
    "\n  query ConversationBooking($clientId: ID!) {\n    conversationBooking(clientId: $clientId) {\n      appointments {\n        id\n        start\n        end\n        timeZone\n        calendarUserName\n        eventConfigurationName\n        color\n        locationType\n        customLocation\n      }\n      offer {\n        at\n        eventConfigurationName\n        language\n        hiddenCalendarUsers\n        slots {\n          start\n          end\n          timeZone\n          calendarUserId\n          calendarUserName\n          label\n        }\n        explanations {\n          calendarUserId\n          name\n          timeZone\n          blockedBy\n          days {\n            day\n            offered {\n              start\n              end\n            }\n            removed {\n              start\n              end\n              reason\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ConversationBookingDocument,
    "\n  query InboxLabels {\n    allLabels {\n      id\n      name\n      color\n    }\n  }\n": types.InboxLabelsDocument,
    "\n  mutation CreateInboxLabel($name: String!, $color: String) {\n    createInboxLabel(name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      label {\n        id\n        name\n        color\n      }\n    }\n  }\n": types.CreateInboxLabelDocument,
    "\n  mutation DeleteInboxLabel($id: ID!) {\n    deleteInboxLabel(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": types.DeleteInboxLabelDocument,
    "\n  mutation SetConversationLabel($clientId: ID!, $labelId: ID!, $applied: Boolean!) {\n    setConversationLabel(clientId: $clientId, labelId: $labelId, applied: $applied) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      labelIds\n    }\n  }\n": types.SetConversationLabelDocument,
    "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": types.UpdateInboxLabelDocument,
    "\n  mutation NlpCreateIntent($name: String!) {\n    createIntent(name: $name) {\n      id\n    }\n  }\n": types.NlpCreateIntentDocument,
    "\n  mutation NlpUpdateIntent($id: ID!, $name: String!) {\n    updateIntent(id: $id, name: $name) {\n      id\n    }\n  }\n": types.NlpUpdateIntentDocument,
    "\n  mutation NlpDeleteIntent($id: ID!) {\n    deleteIntent(id: $id) {\n      ok\n    }\n  }\n": types.NlpDeleteIntentDocument,
    "\n  mutation NlpCreateSentence($intentId: ID!, $text: String!) {\n    createSentence(intentId: $intentId, text: $text) {\n      id\n    }\n  }\n": types.NlpCreateSentenceDocument,
    "\n  mutation NlpUpdateSentence($id: ID!, $text: String!) {\n    updateSentence(id: $id, text: $text) {\n      id\n    }\n  }\n": types.NlpUpdateSentenceDocument,
    "\n  mutation NlpDeleteSentence($id: ID!) {\n    deleteSentence(id: $id) {\n      ok\n    }\n  }\n": types.NlpDeleteSentenceDocument,
    "\n  mutation NlpCreateKeyword($intentId: ID!, $text: String!) {\n    createKeyword(intentId: $intentId, text: $text) {\n      id\n    }\n  }\n": types.NlpCreateKeywordDocument,
    "\n  mutation NlpUpdateKeyword($id: ID!, $text: String!) {\n    updateKeyword(id: $id, text: $text) {\n      id\n    }\n  }\n": types.NlpUpdateKeywordDocument,
    "\n  mutation NlpDeleteKeyword($id: ID!) {\n    deleteKeyword(id: $id) {\n      ok\n    }\n  }\n": types.NlpDeleteKeywordDocument,
    "\n  mutation NlpCreateListEntity($name: String!) {\n    createListEntity(name: $name) {\n      id\n    }\n  }\n": types.NlpCreateListEntityDocument,
    "\n  mutation NlpUpdateListEntity($id: ID!, $name: String!) {\n    updateListEntity(id: $id, name: $name) {\n      id\n    }\n  }\n": types.NlpUpdateListEntityDocument,
    "\n  mutation NlpUpdateListEntityValue($id: ID!, $name: String!) {\n    updateListEntityValue(id: $id, name: $name) {\n      id\n    }\n  }\n": types.NlpUpdateListEntityValueDocument,
    "\n  mutation NlpDeleteListEntity($id: ID!) {\n    deleteListEntity(id: $id) {\n      ok\n    }\n  }\n": types.NlpDeleteListEntityDocument,
    "\n  mutation NlpCreateListEntityValue($listEntityId: ID!, $name: String!, $synonyms: [String!]!) {\n    createListEntityValue(listEntityId: $listEntityId, name: $name, synonyms: $synonyms) {\n      id\n    }\n  }\n": types.NlpCreateListEntityValueDocument,
    "\n  mutation NlpUpdateListEntitySynonyms($id: ID!, $synonyms: [String!]!) {\n    updateListEntitySynonyms(id: $id, synonyms: $synonyms) {\n      id\n    }\n  }\n": types.NlpUpdateListEntitySynonymsDocument,
    "\n  mutation NlpDeleteListEntityValue($id: ID!) {\n    deleteListEntityValue(id: $id) {\n      ok\n    }\n  }\n": types.NlpDeleteListEntityValueDocument,
    "\n  query NlpIntents {\n    allIntents {\n      id\n      name\n      sentences {\n        id\n        text\n      }\n      keywords {\n        id\n        text\n      }\n    }\n  }\n": types.NlpIntentsDocument,
    "\n  query NlpListEntities {\n    allListEntities {\n      id\n      name\n      values {\n        id\n        name\n        synonyms {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.NlpListEntitiesDocument,
    "\n  query NlpTrainStatus {\n    nlpTrainStatus {\n      status\n      training\n      trainedAt\n      publishedAt\n    }\n  }\n": types.NlpTrainStatusDocument,
    "\n  query NlpDetectIntent($text: String!, $languageTag: String) {\n    detectIntent(text: $text, languageTag: $languageTag) {\n      intentName\n      score\n      languageTag\n      entities {\n        entity\n        option\n        sourceText\n      }\n    }\n  }\n": types.NlpDetectIntentDocument,
    "\n  mutation NlpTrain {\n    train {\n      status\n      training\n      trainedAt\n      publishedAt\n    }\n  }\n": types.NlpTrainDocument,
    "\n  mutation NlpPublish {\n    publish {\n      status\n      training\n      trainedAt\n      publishedAt\n    }\n  }\n": types.NlpPublishDocument,
    "\n  mutation NlpTryIt($sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {\n    tryItMessage(sessionId: $sessionId, languageTag: $languageTag, text: $text, optionId: $optionId) {\n      sessionId\n      clientId\n      languageTag\n      input\n      waitingStateId\n      finished\n      handedOver\n      trace {\n        stateId\n        stateName\n        optionId\n        optionName\n        matchedBy\n        intentName\n        storedAs\n      }\n      replies {\n        stateId\n        stateName\n        stateMachineId\n        stateMachineName\n        type\n        text\n        buttons {\n          optionId\n          label\n        }\n      }\n    }\n  }\n": types.NlpTryItDocument,
    "\n  mutation NlpTryItSaveAsTest($sessionId: ID!, $name: String) {\n    createValidatorTestFromTryIt(sessionId: $sessionId, name: $name) {\n      id\n      name\n    }\n  }\n": types.NlpTryItSaveAsTestDocument,
    "\n  query PartnerAutomations {\n    partnerAutomations {\n      id\n      name\n      description\n      type\n      status\n      created\n    }\n  }\n": types.PartnerAutomationsDocument,
    "\n  query PartnerAutomationTemplates {\n    partnerAutomationTemplates {\n      id\n      name\n      description\n      type\n      tags\n    }\n  }\n": types.PartnerAutomationTemplatesDocument,
    "\n  mutation PartnerCreateAutomation($templateId: ID!, $name: String!) {\n    partnerCreateAutomation(templateId: $templateId, name: $name) {\n      ok\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      automation {\n        id\n        name\n        description\n        type\n        status\n        created\n      }\n    }\n  }\n": types.PartnerCreateAutomationDocument,
    "\n  mutation UpdateSettings($settings: [ChatbotSettingInput!]!) {\n    updateSettings(settings: $settings) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      settings {\n        id\n        key\n        value\n        settingType\n        adminOnly\n        helpText\n        valid\n        section\n        version\n        mayEdit\n      }\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation WidgetPreviewMessage($flowId: ID, $sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {\n    widgetPreviewMessage(\n      flowId: $flowId\n      sessionId: $sessionId\n      languageTag: $languageTag\n      text: $text\n      optionId: $optionId\n    ) {\n      sessionId finished handedOver\n      replies { stateMachineName text buttons { optionId label } }\n    }\n  }\n": types.WidgetPreviewMessageDocument,
    "\n  query SettingsFlows {\n    allStateMachines(limit: 9999) {\n      id\n      name\n      kind\n      position\n    }\n  }\n": types.SettingsFlowsDocument,
    "\n  query WidgetPreview {\n    widgetPreview {\n      text\n      autoOpenTime\n      buttons {\n        text\n        flow\n      }\n      widgetIconStartFlow\n      isRectangle\n      botAvatar\n      version\n    }\n  }\n": types.WidgetPreviewDocument,
    "\n  mutation UpdateWidgetPreview($input: WidgetPreviewInput!) {\n    updateWidgetPreview(input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      widgetPreview {\n        text\n        autoOpenTime\n        buttons {\n          text\n          flow\n        }\n        widgetIconStartFlow\n        isRectangle\n        botAvatar\n        version\n      }\n    }\n  }\n": types.UpdateWidgetPreviewDocument,
    "\n  query AllAgents {\n    allAgents {\n      id\n      name\n      email\n      phone\n      isActive\n      isAdmin\n      devices\n      teams {\n        id\n        name\n        hasAccess\n      }\n    }\n    allTeams {\n      id\n      name\n    }\n  }\n": types.AllAgentsDocument,
    "\n  mutation UpdateAgent($id: ID!, $teams: [AgentTeamInput!], $isAdmin: Boolean, $isActive: Boolean) {\n    updateAgent(id: $id, teams: $teams, isAdmin: $isAdmin, isActive: $isActive) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n": types.UpdateAgentDocument,
    "\n  query AllEmployees {\n    allEmployees {\n      id\n      name\n      email\n      role\n      language\n      calendarIsAuthenticated\n      agentId\n      calendarUser {\n        isCalendarAuthenticated\n        calendar {\n          product\n        }\n      }\n    }\n  }\n": types.AllEmployeesDocument,
    "\n  query ValidatorTests {\n    allValidatorTests {\n      id\n      name\n      languageTag\n      updatedAt\n      steps {\n        input\n        expect {\n          stateId\n          stateName\n          outcome\n          intentName\n          answerName\n          answerValue\n        }\n      }\n      lastResult {\n        passed\n        failedStep\n      }\n    }\n  }\n": types.ValidatorTestsDocument,
    "\n  query ValidatorSystemTests {\n    allValidatorSystemTests {\n      key\n      name\n    }\n  }\n": types.ValidatorSystemTestsDocument,
    "\n  query ValidatorStates {\n    validatorStates {\n      id\n      name\n      flowName\n    }\n  }\n": types.ValidatorStatesDocument,
    "\n  query ValidatorRun($id: ID!) {\n    validatorRun(id: $id) {\n      id\n      status\n      total\n      done\n      passed\n      failed\n      startedAt\n      finishedAt\n      results {\n        testId\n        systemTest\n        name\n        passed\n        failedStep\n        failedInput\n        stepsRun\n        mismatches {\n          field\n          expected\n          actual\n        }\n      }\n    }\n  }\n": types.ValidatorRunDocument,
    "\n  query ValidatorLatestRun {\n    latestValidatorRun {\n      id\n      status\n      total\n      done\n      passed\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n": types.ValidatorLatestRunDocument,
    "\n  mutation ValidatorCreateTest($test: ValidatorTestInput!) {\n    createValidatorTest(test: $test) {\n      id\n    }\n  }\n": types.ValidatorCreateTestDocument,
    "\n  mutation ValidatorUpdateTest($id: ID!, $test: ValidatorTestInput!) {\n    updateValidatorTest(id: $id, test: $test) {\n      id\n    }\n  }\n": types.ValidatorUpdateTestDocument,
    "\n  mutation ValidatorDeleteTest($id: ID!) {\n    deleteValidatorTest(id: $id) {\n      ok\n    }\n  }\n": types.ValidatorDeleteTestDocument,
    "\n  mutation ValidatorRunTests($format: ValidatorTestFormat!) {\n    runValidatorTests(validatorTestFormat: $format) {\n      id\n      status\n      total\n      done\n      passed\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n": types.ValidatorRunTestsDocument,
    "\n  query WhatsappAccounts {\n    allWhatsappAccounts {\n      id\n      provider\n      name\n      whatsappNumbers\n      connectedChannels\n      templateCount\n    }\n  }\n": types.WhatsappAccountsDocument,
    "\n  query WhatsappAtsFieldOptions {\n    whatsappAtsFieldOptions {\n      value\n      scalarName\n      names {\n        language\n        name\n      }\n    }\n  }\n": types.WhatsappAtsFieldOptionsDocument,
    "\n  mutation SyncWhatsappAtsVariables($templateId: ID!) {\n    syncWhatsappAtsVariables(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      updated\n    }\n  }\n": types.SyncWhatsappAtsVariablesDocument,
    "\n  mutation CloneWhatsappDefinition($id: ID!, $newName: String!) {\n    cloneWhatsappDefinition(id: $id, newName: $newName) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definition {\n        id\n      }\n    }\n  }\n": types.CloneWhatsappDefinitionDocument,
    "\n  mutation CopyWhatsappDefinitions($ids: [ID!]!, $destinationProjectId: String!) {\n    copyWhatsappDefinitions(ids: $ids, destinationProjectId: $destinationProjectId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definitionIds\n    }\n  }\n": types.CopyWhatsappDefinitionsDocument,
    "\n  mutation DeleteAllWhatsappDefinitions($ids: [ID!]!) {\n    deleteAllWhatsappDefinitions(ids: $ids) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definitionIds\n    }\n  }\n": types.DeleteAllWhatsappDefinitionsDocument,
    "\n  query WhatsappChannels {\n    allWhatsappChannels {\n      id\n      name\n      channelId\n      whatsappNumber\n      createdAt\n      status\n      profile {\n        profileText\n        description\n        websites\n        profilePicture\n        companyName\n        address\n      }\n    }\n  }\n": types.WhatsappChannelsDocument,
    "\n  mutation UpdateWhatsappChannel($id: ID!, $input: WhatsappChannelInput!) {\n    updateWhatsappChannel(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.UpdateWhatsappChannelDocument,
    "\n  mutation ConfigureWhatsappChannel($name: String!, $whatsappNumber: String!) {\n    configureWhatsappChannel(name: $name, whatsappNumber: $whatsappNumber) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.ConfigureWhatsappChannelDocument,
    "\n  mutation CreateWhatsappVariations($variations: [WhatsappVariationInput!]!) {\n    createWhatsappVariations(variations: $variations) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      variationIds\n    }\n  }\n": types.CreateWhatsappVariationsDocument,
    "\n  mutation CreateWhatsappParameters($parameters: [WhatsappParameterInput!]!) {\n    createWhatsappParameters(parameters: $parameters) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      parameterIds\n    }\n  }\n": types.CreateWhatsappParametersDocument,
    "\n  mutation CreateWhatsappTemplate($input: WhatsappTemplateInput!) {\n    createWhatsappTemplate(input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      template {\n        id\n      }\n    }\n  }\n": types.CreateWhatsappTemplateDocument,
    "\n  mutation CreateWhatsappDefinition($templateId: ID!, $definitionId: ID) {\n    createWhatsappDefinition(templateId: $templateId, definitionId: $definitionId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definition {\n        id\n      }\n    }\n  }\n": types.CreateWhatsappDefinitionDocument,
    "\n  mutation DiscardWhatsappCreation($variationIds: [ID!]!, $parameterIds: [ID!]!, $templateId: ID) {\n    discardWhatsappCreation(variationIds: $variationIds, parameterIds: $parameterIds, templateId: $templateId) {\n      ok\n    }\n  }\n": types.DiscardWhatsappCreationDocument,
    "\n  query WhatsappDefinitions {\n    allWhatsappDefinitions {\n      id\n      name\n      supportsBatchAction\n      isSmartInboxTemplate\n      activeTemplate {\n        id\n      }\n      availableTemplates {\n        id\n        version\n        status\n        templateName\n        category\n        buttonType\n        attachmentType\n        creatorEmail\n        created\n        modified\n        submittedAt\n        parameters {\n          id\n          name\n          index\n          scalarName\n          atsFieldMapping\n          example\n        }\n        variations {\n          id\n          languageTag\n          content\n          status\n          footer\n          attachmentTitle\n          attachmentUrl\n          rejectionReason\n          lastReviewedAt\n          buttons {\n            id\n            actionType\n            text\n            phoneNumber\n            url\n            urlType\n          }\n        }\n      }\n    }\n  }\n": types.WhatsappDefinitionsDocument,
    "\n  mutation SyncWhatsappDefinition($id: ID) {\n    syncWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      updated\n    }\n  }\n": types.SyncWhatsappDefinitionDocument,
    "\n  mutation UpdateWhatsappBatchAction($id: ID!, $on: Boolean!) {\n    updateWhatsappDefinition(id: $id, input: { supportsBatchAction: $on }) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.UpdateWhatsappBatchActionDocument,
    "\n  mutation ActivateWhatsappTemplate($templateId: ID!) {\n    activateWhatsappTemplate(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.ActivateWhatsappTemplateDocument,
    "\n  mutation DeleteWhatsappTemplateAtProvider($templateId: ID!) {\n    deleteWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.DeleteWhatsappTemplateAtProviderDocument,
    "\n  mutation DeleteWhatsappDefinition($id: ID!) {\n    deleteWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.DeleteWhatsappDefinitionDocument,
    "\n  mutation SubmitWhatsappTemplate($templateId: ID!) {\n    createWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.SubmitWhatsappTemplateDocument,
    "\n  mutation UpdateWhatsappVariation($id: ID!, $input: WhatsappVariationUpdateInput!) {\n    updateWhatsappVariation(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.UpdateWhatsappVariationDocument,
    "\n  mutation UpdateWhatsappDefinitionSettings($id: ID!, $input: WhatsappDefinitionInput!) {\n    updateWhatsappDefinition(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n": types.UpdateWhatsappDefinitionSettingsDocument,
    "\n  query Wizards {\n    allWizards {\n      id\n      title\n      order\n      finishedTimestamp\n      skippedAt\n      processes {\n        id\n        identifier\n        title\n        description\n        isFinished\n        steps {\n          id\n          title\n          description\n          isFinished\n          infoUrl\n          note\n          settings {\n            adminOnly\n          }\n          media {\n            type\n            url\n            title\n          }\n          check {\n            key\n            available\n            passed\n          }\n        }\n      }\n    }\n  }\n": types.WizardsDocument,
    "\n  query WizardChecks {\n    wizardChecks {\n      key\n      available\n      passed\n    }\n  }\n": types.WizardChecksDocument,
    "\n  mutation UpdateWizardStep($id: ID!, $input: WizardStepInput!) {\n    updateWizardStep(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateWizardStepDocument,
    "\n  mutation UpdateWizard($id: ID!, $input: WizardInput!) {\n    updateWizard(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateWizardDocument,
    "\n  mutation UpdateWizardProcess($id: ID!, $input: WizardProcessInput!) {\n    updateWizardProcess(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateWizardProcessDocument,
    "\n  query CloneDestinationWizards($client: String!) {\n    cloneDestinationWizards(client: $client) {\n      id\n      title\n      order\n    }\n  }\n": types.CloneDestinationWizardsDocument,
    "\n  mutation CloneWizardProcess(\n    $destinationClient: String!\n    $originClient: String!\n    $originProcessIdentifier: String!\n    $destinationWizardId: ID!\n  ) {\n    cloneWizardProcess(\n      destinationClient: $destinationClient\n      originClient: $originClient\n      originProcessIdentifier: $originProcessIdentifier\n      destinationWizardId: $destinationWizardId\n    ) {\n      id\n    }\n  }\n": types.CloneWizardProcessDocument,
};

/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query ExportAnalyticsConversations(\n      $startDate: String\n      $endDate: String\n      $flowIds: [ID!]\n      $page: Int\n      $pageSize: Int\n    ) {\n      analyticsConversations(\n        startDate: $startDate\n        endDate: $endDate\n        flowIds: $flowIds\n        page: $page\n        pageSize: $pageSize\n      ) {\n        amountOfPages\n        conversations {\n          clientId\n          date\n          language\n          channel\n          steps\n          messageCount\n          durationSeconds\n          stateMachines\n          contactDetails {\n            name\n            phoneNumber\n            email\n          }\n          finished\n        }\n      }\n    }\n  "): typeof import('./graphql').ExportAnalyticsConversationsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query NlpPublishWatch {\n      nlpTrainStatus {\n        status\n      }\n    }\n  "): typeof import('./graphql').NlpPublishWatchDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query AutomatchPublishWatch($campaignId: ID!) {\n      pollAutomatchPublishStatus(campaignId: $campaignId) {\n        stage\n        campaign {\n          id\n          name\n          draftAutomatch {\n            publishJobId\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').AutomatchPublishWatchDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query AutomationImportFile($id: ID!) {\n      exportCampaign(id: $id)\n    }\n  "): typeof import('./graphql').AutomationImportFileDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query AutomationTemplateFile($id: ID!) {\n      exportAutomationTemplate(id: $id)\n    }\n  "): typeof import('./graphql').AutomationTemplateFileDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query ChatbotSettingSections {\n      allChatbotSettings {\n        section\n      }\n    }\n  "): typeof import('./graphql').ChatbotSettingSectionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query ChatbotSettingsOfSection($section: String!) {\n      allChatbotSettings(section: $section) {\n        id\n        key\n        value\n        settingType\n        adminOnly\n        helpText\n        valid\n        section\n        version\n        mayEdit\n      }\n    }\n  "): typeof import('./graphql').ChatbotSettingsOfSectionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AnalyticsConversations($startDate: String, $endDate: String, $flowIds: [ID!], $page: Int, $pageSize: Int, $search: String) {\n    analyticsConversations(startDate: $startDate, endDate: $endDate, flowIds: $flowIds, page: $page, pageSize: $pageSize, search: $search) {\n      conversationCount\n      amountOfPages\n      page\n      pageSize\n      conversations {\n        clientId\n        startedAt\n        date\n        language\n        channel\n        steps\n        messageCount\n        stateMachines\n        contactDetails { name phoneNumber email }\n        finished\n        isRead\n      }\n    }\n  }\n"): typeof import('./graphql').AnalyticsConversationsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AnalyticsConversation($clientId: ID!) {\n    analyticsConversation(clientId: $clientId) {\n      clientId\n      date\n      language\n      channel\n      stateMachines\n      contactDetails { name phoneNumber email }\n      finished\n      messages { id senderEntity text date }\n    }\n  }\n"): typeof import('./graphql').AnalyticsConversationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AnalyticsConversationLogs($clientId: ID!, $schemaName: String) {\n    allGoogleLogsClient(clientId: $clientId, schemaName: $schemaName) {\n      stateId\n      stateName\n      flowId\n      flowName\n      at\n      answer\n      intent\n      optionId\n      typed\n    }\n  }\n"): typeof import('./graphql').AnalyticsConversationLogsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteClientState($clientId: ID!) {\n    deleteClientStateByClientId(clientId: $clientId) { ok errorMessage }\n  }\n"): typeof import('./graphql').DeleteClientStateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query AnalyticsEvents {\n      allAnalyticsEvents { id eventLabel eventAction systemName }\n    }\n  "): typeof import('./graphql').AnalyticsEventsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation CreateAnalyticsEvent($eventLabel: String!, $eventAction: String!, $systemName: String) {\n      createAnalyticsEvent(eventLabel: $eventLabel, eventAction: $eventAction, systemName: $systemName) {\n        ok\n        errorMessage\n        errors { field messages }\n        analyticsEvent { id eventLabel eventAction systemName }\n      }\n    }\n  "): typeof import('./graphql').CreateAnalyticsEventDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation DeleteAnalyticsEvent($id: ID!) {\n      deleteAnalyticsEvent(id: $id) { ok errorMessage }\n    }\n  "): typeof import('./graphql').DeleteAnalyticsEventDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation UpdateAnalyticsEvent($id: ID!, $eventLabel: String!, $eventAction: String!, $systemName: String) {\n      updateAnalyticsEvent(id: $id, eventLabel: $eventLabel, eventAction: $eventAction, systemName: $systemName) {\n        ok\n        errorMessage\n        errors { field messages }\n        analyticsEvent { id eventLabel eventAction systemName }\n      }\n    }\n  "): typeof import('./graphql').UpdateAnalyticsEventDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AnalyticsProcessors($ids: [ID!]!) {\n    processors(ids: $ids) {\n      id\n      humanReadableName\n      category\n      isImportantGoal\n      analyticsDescription\n      googleAnalyticsEvent { eventLabel eventAction }\n    }\n  }\n"): typeof import('./graphql').AnalyticsProcessorsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query CustomReports {\n      allCustomReports { id title description }\n    }\n  "): typeof import('./graphql').CustomReportsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation GenerateCustomReport($id: ID!, $emails: [String!]!, $startDate: String!, $endDate: String!) {\n      generateCustomReport(id: $id, emails: $emails, startDate: $startDate, endDate: $endDate) {\n        ok\n        errorMessage\n        errors { field messages }\n      }\n    }\n  "): typeof import('./graphql').GenerateCustomReportDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AtsDryRunConversations {\n    atsDryRunConversations { id source languageTag updatedAt answerCount flowNames }\n  }\n"): typeof import('./graphql').AtsDryRunConversationsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AtsDryRun($conversationId: ID!) {\n    atsDryRun(conversationId: $conversationId) {\n      conversationId languageTag flowNames\n      rows { mappingId type atsFieldPath humanReadableNames { language name } scalarName source written problem }\n      missingRequired { path entityType humanReadableNames { language name } }\n    }\n  }\n"): typeof import('./graphql').AtsDryRunDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query FixedAtsMappings($kind: String!, $id: ID!) { fixedAtsFieldMappings(kind: $kind, id: $id) }\n  "): typeof import('./graphql').FixedAtsMappingsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation SetFixedAtsMappings($kind: String!, $id: ID!, $mappingIds: [ID!]!) {\n      setFixedAtsFieldMappings(kind: $kind, id: $id, mappingIds: $mappingIds) {\n        ok code errorMessage errors { field messages } mappingIds\n      }\n    }\n  "): typeof import('./graphql').SetFixedAtsMappingsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AtsSettingsOverview {\n    mainChatbot { id ats supportsMappingCreation }\n    creatableAtsEntities { id name humanReadableNames { language name } }\n    atsMappings {\n      id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n      postModifiers getModifiers atsFieldOrdering atsFieldId\n      atsField { path dataType required entityType humanReadableNames { language name } }\n      states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n    }\n  }\n"): typeof import('./graphql').AtsSettingsOverviewDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AtsCatalogueFields($entityTypeId: ID!, $search: String, $page: Int) {\n    creatableAtsFieldsOptimized(entityTypeId: $entityTypeId, search: $search, targetHandler: \"ATS\", pageSize: 20, page: $page) {\n      hasNextPage\n      atsFields {\n        id path dataType regex maxLength required entityType humanReadableNames { language name }\n        options { id value humanReadableName }\n      }\n    }\n  }\n"): typeof import('./graphql').AtsCatalogueFieldsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AtsMappingImpact($id: ID!) {\n    atsMappingImpact(id: $id) {\n      processors { id name } states { id name } flows { id name } automations { id name }\n    }\n  }\n"): typeof import('./graphql').AtsMappingImpactDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateAtsMapping($input: AtsMappingCreateInput!) {\n    createAtsFieldMapping(input: $input) {\n      ok code errorMessage restored errors { field messages }\n      mapping {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n"): typeof import('./graphql').CreateAtsMappingDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ReplaceAtsMapping($id: ID!, $input: AtsMappingCreateInput!) {\n    replaceAtsFieldMapping(id: $id, input: $input) {\n      ok code errorMessage restored errors { field messages }\n      mapping {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n"): typeof import('./graphql').ReplaceAtsMappingDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateAtsMapping($id: ID!, $input: AtsMappingSettingsInput!) {\n    updateAtsFieldMapping(id: $id, input: $input) {\n      ok code errorMessage restored errors { field messages }\n      mapping {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n      mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateAtsMappingDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CloneAtsMapping($id: ID!) {\n    cloneAtsFieldMapping(id: $id) { ok code errorMessage errors { field messages } mapping { id } }\n  }\n"): typeof import('./graphql').CloneAtsMappingDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteAtsMapping($id: ID!) {\n    deleteAtsFieldMapping(id: $id) { ok code errorMessage }\n  }\n"): typeof import('./graphql').DeleteAtsMappingDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateAtsField($entityTypeId: ID!, $name: String!, $dataType: String!) {\n    createAtsField(entityTypeId: $entityTypeId, name: $name, dataType: $dataType) {\n      ok code errorMessage errors { field messages }\n      atsField {\n        id path dataType regex maxLength required entityType humanReadableNames { language name }\n        options { id value humanReadableName }\n      }\n    }\n  }\n"): typeof import('./graphql').CreateAtsFieldDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation AutoCreateAtsMapping($stateId: ID!) {\n      autoCreateAtsFieldMapping(stateId: $stateId) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  "): typeof import('./graphql').AutoCreateAtsMappingDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation CreateAtsOption($mappingId: ID!, $value: String!, $humanReadableName: String!) {\n      createAtsOption(mappingId: $mappingId, value: $value, humanReadableName: $humanReadableName) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  "): typeof import('./graphql').CreateAtsOptionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation UpdateAtsOption($id: ID!, $value: String!, $humanReadableName: String!) {\n      updateAtsOption(id: $id, value: $value, humanReadableName: $humanReadableName) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  "): typeof import('./graphql').UpdateAtsOptionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation DeleteAtsOption($id: ID!) { deleteAtsOption(id: $id) { ok code errorMessage errors { field messages } mapping { id } } }\n  "): typeof import('./graphql').DeleteAtsOptionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation CreateAtsMappingOption($mappingId: ID!, $option: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {\n      createAtsMappingOption(mappingId: $mappingId, option: $option, doStoreValue: $doStoreValue, atsOptionId: $atsOptionId) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  "): typeof import('./graphql').CreateAtsMappingOptionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation UpdateAtsMappingOption($id: ID!, $doStoreValue: Boolean!, $atsOptionId: ID) {\n      updateAtsMappingOption(id: $id, doStoreValue: $doStoreValue, atsOptionId: $atsOptionId) { ok code errorMessage errors { field messages } mapping { id } }\n    }\n  "): typeof import('./graphql').UpdateAtsMappingOptionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation DeleteAtsMappingOption($id: ID!) { deleteAtsMappingOption(id: $id) { ok code errorMessage errors { field messages } mapping { id } } }\n  "): typeof import('./graphql').DeleteAtsMappingOptionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation SyncAtsOptions($stateId: ID!) { syncOptions(stateId: $stateId) { stateId } }\n  "): typeof import('./graphql').SyncAtsOptionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AtsStateContext($stateId: ID!) {\n    currentAtsFieldMappingContext(stateId: $stateId) {\n      stateId stateName scalarName options { id name }\n      atsFieldMappings {\n        id type dataType value isDefaultMapping isLocked prepend append prependAppendSeparator scalarName\n        postModifiers getModifiers atsFieldOrdering atsFieldId\n        atsField { path dataType required entityType humanReadableNames { language name } }\n        states { id name } atsOptions { id value humanReadableName }\n        mappingOptions { id option optionName atsOptionId doStoreValue }\n      }\n    }\n  }\n"): typeof import('./graphql').AtsStateContextDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ReplayAutomationAction($actionResultId: ID!) {\n    replayAction(actionResultId: $actionResultId) {\n      ok\n      errorMessage\n      result { id successful errorReason }\n    }\n  }\n"): typeof import('./graphql').ReplayAutomationActionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation PublishAutomatch($campaignId: ID!) {\n    cloneConfiguration(campaignId: $campaignId) { ok publishJobId }\n  }\n"): typeof import('./graphql').PublishAutomatchDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ToggleAutomatchSchedule($campaignId: ID!) {\n    toggleConfigurationSchedule(campaignId: $campaignId) { id publishStage }\n  }\n"): typeof import('./graphql').ToggleAutomatchScheduleDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomationAtsBatchActions($campaignId: ID!) {\n    atsBatchActions(campaignId: $campaignId) { id externalId name entityType notificationHeader notificationBody url enabled }\n  }\n"): typeof import('./graphql').AutomationAtsBatchActionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SetupAutomationAtsBatchAction($campaignId: ID!, $input: AtsBatchActionInput!) {\n    setupAtsBatchAction(campaignId: $campaignId, input: $input) {\n      ok errorMessage errors { field messages }\n      batchAction { id externalId name entityType notificationHeader notificationBody url enabled }\n    }\n  }\n"): typeof import('./graphql').SetupAutomationAtsBatchActionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteAutomationAtsBatchAction($campaignId: ID!, $id: ID!) {\n    deleteAtsBatchAction(campaignId: $campaignId, id: $id) { ok errorMessage }\n  }\n"): typeof import('./graphql').DeleteAutomationAtsBatchActionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SetAutomationAtsBatchActionEnabled($campaignId: ID!, $id: ID!, $enabled: Boolean!) {\n    setAtsBatchActionEnabled(campaignId: $campaignId, id: $id, enabled: $enabled) { ok errorMessage }\n  }\n"): typeof import('./graphql').SetAutomationAtsBatchActionEnabledDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomationCampaigns($search: String, $type: String, $status: String) {\n    allCampaigns(search: $search, type: $type, status: $status) {\n      id name description type family status created isSmartInbox analyticsDocumentId flowId onFinishProcessorId\n      onFailProcessorId whatsappDefinitionId followUpId smartInboxLabels removeSmartInboxLabels engageEnabled hasActiveTemplate\n      whitelist clientDescription clientDescriptionImages\n      requiredData { name humanReadableName description }\n      atsFieldMappings { id }\n      broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }\n      followUp { id name type nextBroadcast }\n      draftAutomatch { id version modified publishStage }\n      activeAutomatch { id version modified publishStage }\n      derivedStatus { publication text busy schedule }\n    }\n  }\n"): typeof import('./graphql').AutomationCampaignsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomationCampaign($id: ID!) {\n    campaign(id: $id) {\n      id name description type family status created isSmartInbox analyticsDocumentId flowId onFinishProcessorId\n      onFailProcessorId whatsappDefinitionId followUpId smartInboxLabels removeSmartInboxLabels engageEnabled hasActiveTemplate\n      whitelist clientDescription clientDescriptionImages\n      requiredData { name humanReadableName description }\n      atsFieldMappings { id }\n      broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }\n      followUp { id name type nextBroadcast }\n      draftAutomatch { id version modified publishStage }\n      activeAutomatch { id version modified publishStage }\n      derivedStatus { publication text busy schedule }\n    }\n  }\n"): typeof import('./graphql').AutomationCampaignDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateAutomation($input: CampaignCreateInput!) {\n    createCampaign(input: $input) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n"): typeof import('./graphql').CreateAutomationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateAutomation($id: ID!, $input: CampaignUpdateInput!) {\n    updateCampaign(id: $id, input: $input) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n"): typeof import('./graphql').UpdateAutomationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateAutomationBroadcast($campaignId: ID!, $schedule: BroadcastScheduleInput!, $targetQuery: [TargetConditionInput!]) {\n    updateBroadcast(campaignId: $campaignId, schedule: $schedule, targetQuery: $targetQuery) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n"): typeof import('./graphql').UpdateAutomationBroadcastDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SyncAutomationRequiredData($id: ID!) {\n    syncAutomationRequiredData(id: $id) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id requiredData { name humanReadableName description } }\n    }\n  }\n"): typeof import('./graphql').SyncAutomationRequiredDataDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation DeleteCampaignConversation($id: ID!) {\n      deleteCampaignConversation(id: $id) { ok errorMessage }\n    }\n  "): typeof import('./graphql').DeleteCampaignConversationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomationDestinations($broadcastId: ID!) {\n    executeDestinationGetter(broadcastId: $broadcastId) { id name phoneNumber }\n  }\n"): typeof import('./graphql').AutomationDestinationsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomationOptions {\n    allStateMachines(limit: 9999) {\n      id\n      name\n    }\n    allProcessors {\n      id\n      humanReadableName\n    }\n    allWhatsappDefinitions {\n      id\n      name\n      activeTemplate {\n        id\n        parameters {\n          name\n          index\n        }\n        variations {\n          languageTag\n          content\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AutomationOptionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomatchQueries($id: ID!) {\n    campaign(id: $id) {\n      id type\n      draftAutomatch {\n        id matchPageLimit\n        searchQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n        matchQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n        facetsQuery { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n      }\n    }\n    getAllQueryConditions { id name description allowedDataTypes value }\n    allAtsFieldMappings(targetHandler: \"ATS\") { id name humanReadableName dataType entityType choices }\n  }\n"): typeof import('./graphql').AutomatchQueriesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateAutomatchQuery($id: ID!, $queryStatements: [QueryStatementInput!]!) {\n    updateQuery(id: $id, queryStatements: $queryStatements) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n"): typeof import('./graphql').UpdateAutomatchQueryDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateAutomatchQueryStatement($queryId: ID!, $statement: QueryStatementInput!) {\n    createQueryStatement(queryId: $queryId, statement: $statement) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n"): typeof import('./graphql').CreateAutomatchQueryStatementDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateAutomatchQueryStatement($id: ID!, $statement: QueryStatementInput!) {\n    updateQueryStatement(id: $id, statement: $statement) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n"): typeof import('./graphql').UpdateAutomatchQueryStatementDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteAutomatchQueryStatement($id: ID!) {\n    deleteQueryStatement(id: $id) {\n      ok\n      errorMessage\n      errors { field messages }\n      query { id kind baseAtsEntityType queryStatements { id negate order value atsFieldMapping scalarName condition { id } } }\n    }\n  }\n"): typeof import('./graphql').DeleteAutomatchQueryStatementDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation TestAutomatchSearch($automatchId: ID!, $searchStatements: [QueryStatementInput!]) {\n    testSearch(automatchId: $automatchId, searchStatements: $searchStatements) {\n      ok errorMessage errors { field messages } total records { id entityType title values }\n    }\n  }\n"): typeof import('./graphql').TestAutomatchSearchDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation TestAutomatchMatch(\n    $automatchId: ID!\n    $recordId: ID!\n    $matchStatements: [QueryStatementInput!]\n    $facetsStatements: [QueryStatementInput!]\n  ) {\n    testMatch(\n      automatchId: $automatchId\n      recordId: $recordId\n      matchStatements: $matchStatements\n      facetsStatements: $facetsStatements\n    ) {\n      ok errorMessage errors { field messages } total records { id entityType title values }\n    }\n  }\n"): typeof import('./graphql').TestAutomatchMatchDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomationScheduledSends($campaignId: ID!) {\n    scheduledCampaignSends(campaignId: $campaignId) { id campaignId sendAt source recipients created firedAt sent }\n  }\n"): typeof import('./graphql').AutomationScheduledSendsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ScheduleAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!, $sendAt: String!) {\n    scheduleCampaignMessages(campaignId: $campaignId, recipients: $recipients, source: $source, sendAt: $sendAt) {\n      ok\n      errorMessage\n      preflight {\n        lines { line phoneNumber languageTag message skip missing }\n        totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }\n      }\n      scheduledSend { id campaignId sendAt source recipients created firedAt sent }\n    }\n  }\n"): typeof import('./graphql').ScheduleAutomationMessagesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CancelAutomationScheduledSend($id: ID!) {\n    cancelScheduledCampaignSend(id: $id) { ok errorMessage }\n  }\n"): typeof import('./graphql').CancelAutomationScheduledSendDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomationPreflight($campaignId: ID!, $recipients: [RecipientInput!]!, $at: String) {\n    campaignPreflight(campaignId: $campaignId, recipients: $recipients, at: $at) {\n      lines { line phoneNumber languageTag message skip missing }\n      totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }\n    }\n  }\n"): typeof import('./graphql').AutomationPreflightDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SendAutomationMessages($campaignId: ID!, $recipients: [RecipientInput!]!, $source: String!) {\n    sendCampaignMessages(campaignId: $campaignId, recipients: $recipients, source: $source) {\n      ok\n      errorMessage\n      sent\n      preflight {\n        lines { line phoneNumber languageTag message skip missing }\n        totals { recipients send skipped phoneInvalid notWhitelisted parameterMissing noApprovedTemplate outsideSchedule approachLimitReached }\n      }\n    }\n  }\n"): typeof import('./graphql').SendAutomationMessagesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomationSettingsOptions {\n    allLabels { id name color }\n    allFollowUps {\n      id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit\n      nextBroadcast lastBroadcast\n    }\n    atsFieldMappings {\n      id type value isLocked isDefaultMapping scalarName\n      atsField { path required humanReadableNames { language name } }\n    }\n  }\n"): typeof import('./graphql').AutomationSettingsOptionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateAutomationFollowUp($campaignId: ID!, $input: FollowUpInput!) {\n    createFollowUp(campaignId: $campaignId, input: $input) {\n      ok errorMessage errors { field messages }\n      followUp { id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast }\n    }\n  }\n"): typeof import('./graphql').CreateAutomationFollowUpDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateAutomationFollowUp($id: ID!, $input: FollowUpInput!) {\n    updateFollowUp(id: $id, input: $input) {\n      ok errorMessage errors { field messages }\n      followUp { id name type campaignId campaignName interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast }\n    }\n  }\n"): typeof import('./graphql').UpdateAutomationFollowUpDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AutomationTemplates {\n    mainChatbot { id whatsappProvider }\n    allAutomationTemplates {\n      id name description tags type flowId campaign\n      steps { title description }\n      optionalSteps { title description }\n    }\n  }\n"): typeof import('./graphql').AutomationTemplatesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ImportAutomation($name: String!, $file: String!) {\n    importCampaign(name: $name, file: $file) {\n      ok\n      errorMessage\n      errors { field messages }\n      campaign { id }\n    }\n  }\n"): typeof import('./graphql').ImportAutomationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ImportAutomationTemplate($name: String!, $file: String!) {\n    importAutomationTemplate(name: $name, file: $file) {\n      ok\n      errorMessage\n      errors { field messages }\n      template { id }\n    }\n  }\n"): typeof import('./graphql').ImportAutomationTemplateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation CloneAutomation($id: ID!, $name: String!) {\n      cloneCampaign(id: $id, name: $name) {\n        ok\n        errorMessage\n        errors { field messages }\n        campaign { id }\n      }\n    }\n  "): typeof import('./graphql').CloneAutomationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query Availabilities {\n      allAvailabilities {\n        id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments\n        appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }\n        blocks { id day startTime endTime }\n      }\n    }\n  "): typeof import('./graphql').AvailabilitiesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation UpdateCalendarAvailability($id: ID!, $input: CalendarAvailabilityInput!) {\n      updateCalendarAvailability(id: $id, input: $input) {\n        ok\n        code\n        errorMessage\n        errors { field messages }\n        availability {\n          id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments\n          appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }\n          blocks { id day startTime endTime }\n        }\n      }\n    }\n  "): typeof import('./graphql').UpdateCalendarAvailabilityDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation CreateAvailabilityBlock($availabilityId: ID!, $input: AvailabilityBlockInput!) {\n      createBlock(availabilityId: $availabilityId, input: $input) {\n        ok code errorMessage errors { field messages } block { id day startTime endTime }\n      }\n    }\n  "): typeof import('./graphql').CreateAvailabilityBlockDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation UpdateAvailabilityBlock($id: ID!, $input: AvailabilityBlockInput!) {\n      updateBlock(id: $id, input: $input) {\n        ok code errorMessage errors { field messages } block { id day startTime endTime }\n      }\n    }\n  "): typeof import('./graphql').UpdateAvailabilityBlockDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation DeleteAvailabilityBlock($id: ID!) {\n      deleteBlock(id: $id) {\n        ok code errorMessage errors { field messages } block { id day startTime endTime }\n      }\n    }\n  "): typeof import('./graphql').DeleteAvailabilityBlockDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query AvailabilityStaff {\n      availabilityStaff { id name email }\n    }\n  "): typeof import('./graphql').AvailabilityStaffDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation CreateCalendarAvailability($userId: ID!, $input: CalendarAvailabilityInput!) {\n      createCalendarAvailability(userId: $userId, input: $input) {\n        ok\n        code\n        errorMessage\n        errors { field messages }\n        availability {\n          id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments\n          appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }\n          blocks { id day startTime endTime }\n        }\n      }\n    }\n  "): typeof import('./graphql').CreateCalendarAvailabilityDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation DeleteCalendarAvailability($id: ID!) {\n      deleteCalendarAvailability(id: $id) { ok code errorMessage errors { field messages } }\n    }\n  "): typeof import('./graphql').DeleteCalendarAvailabilityDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderDivergent($id: ID!) {\n    state(id: $id) {\n      id\n      selectedDivergentOption\n    }\n    builderSettings {\n      divergentOptionTemplates {\n        id\n        name\n        routingInstruction\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDivergentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderSwitchDivergent($stateId: ID!, $templateId: ID!) {\n    switchDivergentOption(stateId: $stateId, templateId: $templateId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderSwitchDivergentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderUpdateFlow($id: ID!, $name: String, $description: String) {\n    updateStateMachine(id: $id, name: $name, description: $description) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderUpdateFlowDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderBlueprint($id: ID!) {\n    generateBlueprintForStatemachine(stateMachineId: $id) {\n      ok\n      errorMessage\n      blueprint\n    }\n  }\n"): typeof import('./graphql').BuilderBlueprintDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCloneQuestion($id: ID!, $from: ID, $to: ID!, $name: String) {\n    cloneStateGroup(\n      stateGroupIdentifier: $id\n      originStateMachine: $from\n      destinationStateMachine: $to\n      newStateGroupName: $name\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateGroup {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCloneQuestionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderFlowLint($id: ID!) {\n    flowLint(stateMachineId: $id) {\n      code\n      severity\n      stateId\n      optionId\n      languageTag\n      count\n    }\n  }\n"): typeof import('./graphql').BuilderFlowLintDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddQuestion($group: StateGroupInput!) {\n    updateStateGroupMutation(newStategroup: $group) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateGroup {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddQuestionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCopyTemplate($templateIds: [ID!]!, $flowId: ID!, $name: String) {\n    copyStateGroup(templateIds: $templateIds, destinationStateMachineId: $flowId, newStateGroupName: $name) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCopyTemplateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderReorderQuestions($flowId: ID!, $ids: [ID!]!) {\n    reorderStateGroups(stateMachineId: $flowId, stateGroupids: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderReorderQuestionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddState($state: StateInput!) {\n    stateMutation(newState: $state) {\n      ok\n      errors {\n        field\n        messages\n      }\n      state {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddStateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderStateOrder($groupId: ID!, $ids: [ID!]!) {\n    updateStateOrder(stateGroupId: $groupId, stateIds: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderStateOrderDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteQuestion($id: ID!) {\n    deleteStateGroupMutation(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteQuestionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderFlows {\n    allStateMachines(limit: 9999) {\n      id\n      name\n      description\n      kind\n      isDefaultStateMachine\n      stateGroupCount\n      stateCount\n    }\n  }\n"): typeof import('./graphql').BuilderFlowsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddFlow($name: String!, $kind: String) {\n    addStateMachine(name: $name, kind: $kind) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateMachine {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddFlowDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCloneFlow($id: ID!, $newName: String) {\n    cloneStateMachine(id: $id, newName: $newName) {\n      ok\n      errors {\n        field\n        messages\n      }\n      stateMachine {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCloneFlowDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteFlow($id: ID!) {\n    deleteStateMachine(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteFlowDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderFlowOrder($ids: [ID!]!) {\n    updateStateMachineOrder(stateMachineIds: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderFlowOrderDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderImpact($kind: String!, $id: ID!) {\n    builderImpact(kind: $kind, id: $id) {\n      stateCount\n      optionCount\n      routedFrom {\n        id\n        name\n      }\n      processors {\n        id\n        humanReadableName\n      }\n      whatsappTemplates {\n        id\n        name\n      }\n      automations {\n        id\n        name\n      }\n      atsFieldMappings {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderImpactDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderTags {\n    allTags {\n      id\n      kind\n      content\n      color\n    }\n  }\n"): typeof import('./graphql').BuilderTagsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddTextVariation($actionId: ID!, $languageTag: String!, $text: String!, $tagsId: [ID!]) {\n    addTextVariation(actionId: $actionId, languageTag: $languageTag, text: $text, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddTextVariationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddVideoVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $url: String!\n    $caption: String\n    $tagsId: [ID!]\n  ) {\n    addVideoVariation(actionId: $actionId, languageTag: $languageTag, url: $url, caption: $caption, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddVideoVariationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddImageVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $url: String!\n    $caption: String\n    $tagsId: [ID!]\n  ) {\n    addImageVariation(actionId: $actionId, languageTag: $languageTag, url: $url, caption: $caption, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddImageVariationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddDocumentVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $url: String!\n    $fileName: String\n    $tagsId: [ID!]\n  ) {\n    addDocumentVariation(\n      actionId: $actionId\n      languageTag: $languageTag\n      url: $url\n      fileName: $fileName\n      tagsId: $tagsId\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddDocumentVariationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddLinkVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $placeholder: String!\n    $link: String!\n    $isDocument: Boolean\n    $tagsId: [ID!]\n  ) {\n    addLinkVariation(\n      actionId: $actionId\n      languageTag: $languageTag\n      placeholder: $placeholder\n      link: $link\n      isDocument: $isDocument\n      tagsId: $tagsId\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddLinkVariationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddGeolocationVariation(\n    $actionId: ID!\n    $languageTag: String!\n    $lat: Float!\n    $lng: Float!\n    $tagsId: [ID!]\n  ) {\n    addGeolocationVariation(actionId: $actionId, languageTag: $languageTag, lat: $lat, lng: $lng, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddGeolocationVariationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderUpdateMessage(\n    $variationId: ID!\n    $text: String\n    $url: String\n    $caption: String\n    $fileName: String\n    $placeholder: String\n    $link: String\n    $isDocument: Boolean\n    $lat: Float\n    $lng: Float\n  ) {\n    updateMessage(\n      variationId: $variationId\n      text: $text\n      url: $url\n      caption: $caption\n      fileName: $fileName\n      placeholder: $placeholder\n      link: $link\n      isDocument: $isDocument\n      lat: $lat\n      lng: $lng\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderUpdateMessageDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteVariation($id: ID!) {\n    deleteVariationMutation(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteVariationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderVariationTags($tagsId: [ID!]!, $variationId: ID!) {\n    updateVariationTags(tagsId: $tagsId, variationId: $variationId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderVariationTagsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddStandardAction($stateId: ID!, $content: String) {\n    addStandardAction(stateId: $stateId, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n      action {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddStandardActionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddActionWithOptions($stateId: ID!, $content: String) {\n    addActionWithOptions(stateId: $stateId, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n      action {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddActionWithOptionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderUpdateAction($id: ID!, $content: String, $editable: Boolean) {\n    updateAction(id: $id, content: $content, editable: $editable) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderUpdateActionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteActions($ids: [ID!]!) {\n    deleteActions(ids: $ids) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteActionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderActionOrdering($stateId: ID!, $actionIds: [ID!]!) {\n    updateActionOrdering(stateId: $stateId, actionIds: $actionIds) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderActionOrderingDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderUpdateLabel($id: ID!, $enabled: Boolean, $text: [LabelTextInput!]) {\n    updateOptionLabel(id: $id, enabled: $enabled, text: $text) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderUpdateLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCreateLabel($optionId: ID!, $actionId: ID!, $text: [LabelTextInput!]) {\n    createOptionLabel(optionId: $optionId, actionId: $actionId, text: $text) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCreateLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteLabel($id: ID!) {\n    deleteOptionLabel(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderLabelOrder($actionId: ID!, $labelIds: [ID!]!) {\n    updateOptionLabelOrder(actionId: $actionId, labelIds: $labelIds) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderLabelOrderDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderProcessors {\n    allProcessors {\n      id\n      name\n      humanReadableName\n      processorType\n      type\n      color\n      icon\n      category\n      priority\n      description\n      isImportantGoal\n      googleAnalyticsEvent {\n        id\n        eventLabel\n        eventAction\n        systemName\n      }\n      stateMachines\n      states\n      options\n      dependencies {\n        kind\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderProcessorsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderProcessorTemplates($adminOnly: Boolean) {\n    allProcessorTemplates(adminOnly: $adminOnly) {\n      id\n      humanReadableName\n      category\n      color\n      description\n      adminOnly\n    }\n  }\n"): typeof import('./graphql').BuilderProcessorTemplatesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderUpdateProcessor(\n    $id: ID!\n    $priority: Int\n    $isImportantGoal: Boolean\n    $googleAnalyticsEvent: GoogleAnalyticsEventInput\n    $humanReadableName: String\n    $description: String\n  ) {\n    updateProcessor(\n      id: $id\n      priority: $priority\n      isImportantGoal: $isImportantGoal\n      googleAnalyticsEvent: $googleAnalyticsEvent\n      humanReadableName: $humanReadableName\n      description: $description\n    ) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderUpdateProcessorDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCloneProcessor($id: ID!, $fromSchema: String!, $toSchema: String!) {\n    cloneProcessor(id: $id, fromSchema: $fromSchema, toSchema: $toSchema) {\n      ok\n      errors {\n        field\n        messages\n      }\n      processor {\n        id\n        humanReadableName\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCloneProcessorDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCopyProcessor($processorTemplateIds: [ID!]!, $fromSchema: String, $toSchema: String!) {\n    copyProcessor(processorTemplateIds: $processorTemplateIds, fromSchema: $fromSchema, toSchema: $toSchema) {\n      ok\n      errors {\n        field\n        messages\n      }\n      processors {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCopyProcessorDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderScalarNames {\n    allScalarnames {\n      id\n      name\n      humanReadableName\n    }\n  }\n"): typeof import('./graphql').BuilderScalarNamesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCreateScalarName($name: String!, $humanReadableName: String) {\n    createScalarName(name: $name, humanReadableName: $humanReadableName) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCreateScalarNameDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteScalarName($id: ID!) {\n    deleteScalarName(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteScalarNameDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderState($id: ID!) {\n    state(id: $id) {\n      id\n      name\n      stateGroupId\n      draft\n      isSkippable\n      alwaysStore\n      answerRequired\n      cancelFollowUp\n      replyType\n      validator\n      processors {\n        id\n      }\n      options {\n        id\n        name\n        isDefault\n        isRequired\n        routingInstruction\n        nextState\n        nextStateMachine\n        position\n        processors {\n          id\n        }\n      }\n      actions {\n        id\n        kind\n        content\n        editable\n        position\n        variations {\n          id\n          languageTag\n          type\n          text\n          url\n          caption\n          fileName\n          placeholder\n          link\n          isDocument\n          lat\n          lng\n          tags {\n            id\n            content\n            color\n          }\n        }\n        labels {\n          id\n          option\n          enabled\n          position\n          text {\n            languageTag\n            content\n          }\n        }\n      }\n    }\n    builderSettings {\n      languages\n    }\n  }\n"): typeof import('./graphql').BuilderStateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderAddText($actionId: ID!, $languageTag: String!, $text: String!) {\n    addTextVariation(actionId: $actionId, languageTag: $languageTag, text: $text) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderAddTextDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCreateOption($stateId: ID!) {\n    createOption(stateId: $stateId) {\n      ok\n      errors {\n        field\n        messages\n      }\n      option {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCreateOptionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderUpdateOption($id: ID!, $name: String, $isRequired: Boolean, $routingInstruction: String) {\n    updateOption(id: $id, name: $name, isRequired: $isRequired, routingInstruction: $routingInstruction) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderUpdateOptionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderNextState($optionId: ID!, $nextState: ID!) {\n    updateNextState(optionId: $optionId, nextState: $nextState) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderNextStateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderNextFlow($optionId: ID!, $nextStateMachine: ID!) {\n    updateNextStateMachine(optionId: $optionId, nextStateMachine: $nextStateMachine) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderNextFlowDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteOption($id: ID!) {\n    deleteOption(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteOptionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderUpdateState($state: StateInput!) {\n    stateMutation(newState: $state) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderUpdateStateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderOptionOrder($stateId: ID!, $optionIds: [ID!]!) {\n    updateOptionOrder(stateId: $stateId, optionIds: $optionIds) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderOptionOrderDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteState($id: ID!) {\n    deleteState(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteStateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCreateTag($kind: String!, $content: String!, $color: String) {\n    createTag(kind: $kind, content: $content, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCreateTagDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderUpdateTag($id: ID!, $kind: String, $content: String, $color: String) {\n    updateTag(id: $id, kind: $kind, content: $content, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderUpdateTagDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteTag($id: ID!) {\n    deleteTag(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteTagDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderStateVariable($id: ID!) {\n    state(id: $id) {\n      id\n      scalarName {\n        id\n      }\n    }\n    allScalarnames {\n      id\n      name\n      humanReadableName\n      tags {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderStateVariableDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderSetStateVariable($id: ID!, $scalarName: ID) {\n    stateMutation(newState: { id: $id, scalarName: $scalarName }) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderSetStateVariableDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderVariableTags($id: ID!, $tagsId: [ID!]!) {\n    updateScalarName(id: $id, tagsId: $tagsId) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderVariableTagsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderTranslations($ownerId: ID!) {\n    allTranslations(ownerId: $ownerId) {\n      id\n      field\n      languageTag\n      content\n    }\n  }\n"): typeof import('./graphql').BuilderTranslationsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderCreateTranslation($ownerId: ID!, $field: String!, $languageTag: String!, $content: String!) {\n    createTranslation(ownerId: $ownerId, field: $field, languageTag: $languageTag, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n      translation {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderCreateTranslationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderUpdateTranslation($id: ID!, $content: String!) {\n    updateTranslation(id: $id, content: $content) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderUpdateTranslationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderDeleteTranslation($id: ID!) {\n    deleteTranslation(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderDeleteTranslationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderFlowTree($id: ID!, $offset: Int!, $limit: Int!) {\n    flowTree(stateMachineId: $id, offset: $offset, limit: $limit) {\n      totalStates\n      inboundStateIds\n      stateGroups {\n        id\n        name\n        position\n        initialState\n      }\n      states {\n        id\n        stateGroupId\n        name\n        position\n        treeViewPositionX\n        treeViewPositionY\n        options {\n          id\n          name\n          isDefault\n          isRequired\n          routingInstruction\n          nextState\n          nextStateMachine\n        }\n        actions {\n          position\n          variations {\n            languageTag\n            type\n            text\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderFlowTreeDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query BuilderFlowNames {\n    allStateMachines {\n      id\n      name\n      kind\n      description\n    }\n  }\n"): typeof import('./graphql').BuilderFlowNamesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation BuilderTreePosition($state: StateInput!) {\n    stateMutation(newState: $state) {\n      ok\n      errors {\n        field\n        messages\n      }\n    }\n  }\n"): typeof import('./graphql').BuilderTreePositionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query MainChatbot {\n    mainChatbot {\n      projectId\n      projectName\n      ats\n      whatsappProvider\n      smartInboxEnabled\n      defaultLanguageTag\n      useBetaPortal\n    }\n  }\n"): typeof import('./graphql').MainChatbotDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query EmailTemplatesOverview {\n    emailTemplates {\n      id\n      toEmail\n      fromEmail\n      subject\n      plainText\n      htmlTemplate\n      isHtml\n      isText\n      templateKey\n      useNewEditor\n    }\n    mappers {\n      id\n      name\n      data\n    }\n  }\n"): typeof import('./graphql').EmailTemplatesOverviewDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation UpdateEmailTemplate($id: ID!, $input: EmailTemplateInput!) {\n      updateEmailTemplate(id: $id, input: $input) {\n        ok\n        code\n        errorMessage\n        errors {\n          field\n          messages\n        }\n        emailTemplate {\n          id\n        }\n      }\n    }\n  "): typeof import('./graphql').UpdateEmailTemplateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation UpdateMapper($id: ID!, $input: MapperInput!) {\n      updateMapper(id: $id, input: $input) {\n        ok\n        code\n        errorMessage\n        errors {\n          field\n          messages\n        }\n        mapper {\n          id\n        }\n      }\n    }\n  "): typeof import('./graphql').UpdateMapperDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query FacebookPages {\n    allFacebookPages { id pageId pageName isActive }\n  }\n"): typeof import('./graphql').FacebookPagesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ConnectFacebookPages($token: String!) {\n    facebookPageUpdate(shortLivedUserAccessToken: $token) {\n      ok code errorMessage pages { id pageId pageName isActive }\n    }\n  }\n"): typeof import('./graphql').ConnectFacebookPagesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateFacebookPage($data: JSON!) {\n    updateFacebookPage(data: $data) {\n      ok code errorMessage errors { field messages } facebookPage { id pageId pageName isActive }\n    }\n  }\n"): typeof import('./graphql').UpdateFacebookPageDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteFacebookPage($data: JSON!) {\n    deleteFacebookPage(data: $data) { ok code errorMessage errors { field messages } }\n  }\n"): typeof import('./graphql').DeleteFacebookPageDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    query AllGroupAppointments {\n      allGroupAppointments {\n        ...GroupAppointmentFields\n      }\n    }\n    fragment GroupAppointmentFields on GroupAppointment {\n      id\n      type\n      maxNrAttendees\n      planRange\n      offsetDays\n      maxNrEventToShow\n      calendarAuthHandler\n      filterMap\n      calendarIsAuthenticated\n    }\n  "): typeof import('./graphql').AllGroupAppointmentsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation CreateGroupAppointment($input: GroupAppointmentInput!) {\n      createGroupAppointment(input: $input) {\n        ...GroupAppointmentResultFields\n      }\n    }\n    fragment GroupAppointmentResultFields on GroupAppointmentResult {\n      ok\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      groupAppointment {\n        ...GroupAppointmentFields\n      }\n    }\n  "): typeof import('./graphql').CreateGroupAppointmentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation UpdateGroupAppointment($id: ID!, $input: GroupAppointmentInput!) {\n      updateGroupAppointment(id: $id, input: $input) {\n        ...GroupAppointmentResultFields\n      }\n    }\n  "): typeof import('./graphql').UpdateGroupAppointmentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation UpdateGroupAppointmentCalendarToken($token: String!, $id: ID!) {\n      updateCalendarToken(token: $token, id: $id) {\n        ...GroupAppointmentResultFields\n      }\n    }\n  "): typeof import('./graphql').UpdateGroupAppointmentCalendarTokenDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n    mutation DeleteGroupAppointment($id: ID!) {\n      deleteGroupAppointment(id: $id) {\n        ok\n      }\n    }\n  "): typeof import('./graphql').DeleteGroupAppointmentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query SmartInboxConfiguration {\n    smartInboxConfiguration {\n      configured\n      enabled\n      autoConfigured\n      atsUsername\n      teamNames\n      updatedAt\n    }\n    allTeams {\n      id\n      name\n    }\n    allLabels {\n      id\n      name\n      color\n    }\n    allInboxCompanies {\n      id\n      identifier\n      companyName\n      linked\n    }\n  }\n"): typeof import('./graphql').SmartInboxConfigurationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!], $teamNames: [String!]) {\n    configureSmartInbox(enabled: $enabled, companyIds: $companyIds, teamNames: $teamNames) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n"): typeof import('./graphql').ConfigureSmartInboxDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation AutoConfigureSmartInbox($username: String, $password: String) {\n    autoConfigureSmartInbox(username: $username, password: $password) {\n      ok\n      errorMessage\n      errorCode\n    }\n  }\n"): typeof import('./graphql').AutoConfigureSmartInboxDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query ConversationBooking($clientId: ID!) {\n    conversationBooking(clientId: $clientId) {\n      appointments {\n        id\n        start\n        end\n        timeZone\n        calendarUserName\n        eventConfigurationName\n        color\n        locationType\n        customLocation\n      }\n      offer {\n        at\n        eventConfigurationName\n        language\n        hiddenCalendarUsers\n        slots {\n          start\n          end\n          timeZone\n          calendarUserId\n          calendarUserName\n          label\n        }\n        explanations {\n          calendarUserId\n          name\n          timeZone\n          blockedBy\n          days {\n            day\n            offered {\n              start\n              end\n            }\n            removed {\n              start\n              end\n              reason\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConversationBookingDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query InboxLabels {\n    allLabels {\n      id\n      name\n      color\n    }\n  }\n"): typeof import('./graphql').InboxLabelsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateInboxLabel($name: String!, $color: String) {\n    createInboxLabel(name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      label {\n        id\n        name\n        color\n      }\n    }\n  }\n"): typeof import('./graphql').CreateInboxLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteInboxLabel($id: ID!) {\n    deleteInboxLabel(id: $id) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').DeleteInboxLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SetConversationLabel($clientId: ID!, $labelId: ID!, $applied: Boolean!) {\n    setConversationLabel(clientId: $clientId, labelId: $labelId, applied: $applied) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n      labelIds\n    }\n  }\n"): typeof import('./graphql').SetConversationLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateInboxLabel($id: ID!, $name: String, $color: String) {\n    updateInboxLabel(id: $id, name: $name, color: $color) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateInboxLabelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpCreateIntent($name: String!) {\n    createIntent(name: $name) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpCreateIntentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpUpdateIntent($id: ID!, $name: String!) {\n    updateIntent(id: $id, name: $name) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpUpdateIntentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpDeleteIntent($id: ID!) {\n    deleteIntent(id: $id) {\n      ok\n    }\n  }\n"): typeof import('./graphql').NlpDeleteIntentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpCreateSentence($intentId: ID!, $text: String!) {\n    createSentence(intentId: $intentId, text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpCreateSentenceDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpUpdateSentence($id: ID!, $text: String!) {\n    updateSentence(id: $id, text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpUpdateSentenceDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpDeleteSentence($id: ID!) {\n    deleteSentence(id: $id) {\n      ok\n    }\n  }\n"): typeof import('./graphql').NlpDeleteSentenceDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpCreateKeyword($intentId: ID!, $text: String!) {\n    createKeyword(intentId: $intentId, text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpCreateKeywordDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpUpdateKeyword($id: ID!, $text: String!) {\n    updateKeyword(id: $id, text: $text) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpUpdateKeywordDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpDeleteKeyword($id: ID!) {\n    deleteKeyword(id: $id) {\n      ok\n    }\n  }\n"): typeof import('./graphql').NlpDeleteKeywordDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpCreateListEntity($name: String!) {\n    createListEntity(name: $name) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpCreateListEntityDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpUpdateListEntity($id: ID!, $name: String!) {\n    updateListEntity(id: $id, name: $name) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpUpdateListEntityDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpUpdateListEntityValue($id: ID!, $name: String!) {\n    updateListEntityValue(id: $id, name: $name) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpUpdateListEntityValueDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpDeleteListEntity($id: ID!) {\n    deleteListEntity(id: $id) {\n      ok\n    }\n  }\n"): typeof import('./graphql').NlpDeleteListEntityDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpCreateListEntityValue($listEntityId: ID!, $name: String!, $synonyms: [String!]!) {\n    createListEntityValue(listEntityId: $listEntityId, name: $name, synonyms: $synonyms) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpCreateListEntityValueDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpUpdateListEntitySynonyms($id: ID!, $synonyms: [String!]!) {\n    updateListEntitySynonyms(id: $id, synonyms: $synonyms) {\n      id\n    }\n  }\n"): typeof import('./graphql').NlpUpdateListEntitySynonymsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpDeleteListEntityValue($id: ID!) {\n    deleteListEntityValue(id: $id) {\n      ok\n    }\n  }\n"): typeof import('./graphql').NlpDeleteListEntityValueDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query NlpIntents {\n    allIntents {\n      id\n      name\n      sentences {\n        id\n        text\n      }\n      keywords {\n        id\n        text\n      }\n    }\n  }\n"): typeof import('./graphql').NlpIntentsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query NlpListEntities {\n    allListEntities {\n      id\n      name\n      values {\n        id\n        name\n        synonyms {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NlpListEntitiesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query NlpTrainStatus {\n    nlpTrainStatus {\n      status\n      training\n      trainedAt\n      publishedAt\n    }\n  }\n"): typeof import('./graphql').NlpTrainStatusDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query NlpDetectIntent($text: String!, $languageTag: String) {\n    detectIntent(text: $text, languageTag: $languageTag) {\n      intentName\n      score\n      languageTag\n      entities {\n        entity\n        option\n        sourceText\n      }\n    }\n  }\n"): typeof import('./graphql').NlpDetectIntentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpTrain {\n    train {\n      status\n      training\n      trainedAt\n      publishedAt\n    }\n  }\n"): typeof import('./graphql').NlpTrainDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpPublish {\n    publish {\n      status\n      training\n      trainedAt\n      publishedAt\n    }\n  }\n"): typeof import('./graphql').NlpPublishDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpTryIt($sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {\n    tryItMessage(sessionId: $sessionId, languageTag: $languageTag, text: $text, optionId: $optionId) {\n      sessionId\n      clientId\n      languageTag\n      input\n      waitingStateId\n      finished\n      handedOver\n      trace {\n        stateId\n        stateName\n        optionId\n        optionName\n        matchedBy\n        intentName\n        storedAs\n      }\n      replies {\n        stateId\n        stateName\n        stateMachineId\n        stateMachineName\n        type\n        text\n        buttons {\n          optionId\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NlpTryItDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation NlpTryItSaveAsTest($sessionId: ID!, $name: String) {\n    createValidatorTestFromTryIt(sessionId: $sessionId, name: $name) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').NlpTryItSaveAsTestDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query PartnerAutomations {\n    partnerAutomations {\n      id\n      name\n      description\n      type\n      status\n      created\n    }\n  }\n"): typeof import('./graphql').PartnerAutomationsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query PartnerAutomationTemplates {\n    partnerAutomationTemplates {\n      id\n      name\n      description\n      type\n      tags\n    }\n  }\n"): typeof import('./graphql').PartnerAutomationTemplatesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation PartnerCreateAutomation($templateId: ID!, $name: String!) {\n    partnerCreateAutomation(templateId: $templateId, name: $name) {\n      ok\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      automation {\n        id\n        name\n        description\n        type\n        status\n        created\n      }\n    }\n  }\n"): typeof import('./graphql').PartnerCreateAutomationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateSettings($settings: [ChatbotSettingInput!]!) {\n    updateSettings(settings: $settings) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      settings {\n        id\n        key\n        value\n        settingType\n        adminOnly\n        helpText\n        valid\n        section\n        version\n        mayEdit\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateSettingsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation WidgetPreviewMessage($flowId: ID, $sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {\n    widgetPreviewMessage(\n      flowId: $flowId\n      sessionId: $sessionId\n      languageTag: $languageTag\n      text: $text\n      optionId: $optionId\n    ) {\n      sessionId finished handedOver\n      replies { stateMachineName text buttons { optionId label } }\n    }\n  }\n"): typeof import('./graphql').WidgetPreviewMessageDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query SettingsFlows {\n    allStateMachines(limit: 9999) {\n      id\n      name\n      kind\n      position\n    }\n  }\n"): typeof import('./graphql').SettingsFlowsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query WidgetPreview {\n    widgetPreview {\n      text\n      autoOpenTime\n      buttons {\n        text\n        flow\n      }\n      widgetIconStartFlow\n      isRectangle\n      botAvatar\n      version\n    }\n  }\n"): typeof import('./graphql').WidgetPreviewDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWidgetPreview($input: WidgetPreviewInput!) {\n    updateWidgetPreview(input: $input) {\n      ok\n      code\n      errorMessage\n      errors {\n        field\n        messages\n      }\n      widgetPreview {\n        text\n        autoOpenTime\n        buttons {\n          text\n          flow\n        }\n        widgetIconStartFlow\n        isRectangle\n        botAvatar\n        version\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateWidgetPreviewDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AllAgents {\n    allAgents {\n      id\n      name\n      email\n      phone\n      isActive\n      isAdmin\n      devices\n      teams {\n        id\n        name\n        hasAccess\n      }\n    }\n    allTeams {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AllAgentsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateAgent($id: ID!, $teams: [AgentTeamInput!], $isAdmin: Boolean, $isActive: Boolean) {\n    updateAgent(id: $id, teams: $teams, isAdmin: $isAdmin, isActive: $isActive) {\n      ok\n      errors {\n        field\n        messages\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateAgentDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query AllEmployees {\n    allEmployees {\n      id\n      name\n      email\n      role\n      language\n      calendarIsAuthenticated\n      agentId\n      calendarUser {\n        isCalendarAuthenticated\n        calendar {\n          product\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AllEmployeesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query ValidatorTests {\n    allValidatorTests {\n      id\n      name\n      languageTag\n      updatedAt\n      steps {\n        input\n        expect {\n          stateId\n          stateName\n          outcome\n          intentName\n          answerName\n          answerValue\n        }\n      }\n      lastResult {\n        passed\n        failedStep\n      }\n    }\n  }\n"): typeof import('./graphql').ValidatorTestsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query ValidatorSystemTests {\n    allValidatorSystemTests {\n      key\n      name\n    }\n  }\n"): typeof import('./graphql').ValidatorSystemTestsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query ValidatorStates {\n    validatorStates {\n      id\n      name\n      flowName\n    }\n  }\n"): typeof import('./graphql').ValidatorStatesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query ValidatorRun($id: ID!) {\n    validatorRun(id: $id) {\n      id\n      status\n      total\n      done\n      passed\n      failed\n      startedAt\n      finishedAt\n      results {\n        testId\n        systemTest\n        name\n        passed\n        failedStep\n        failedInput\n        stepsRun\n        mismatches {\n          field\n          expected\n          actual\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ValidatorRunDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query ValidatorLatestRun {\n    latestValidatorRun {\n      id\n      status\n      total\n      done\n      passed\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n"): typeof import('./graphql').ValidatorLatestRunDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ValidatorCreateTest($test: ValidatorTestInput!) {\n    createValidatorTest(test: $test) {\n      id\n    }\n  }\n"): typeof import('./graphql').ValidatorCreateTestDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ValidatorUpdateTest($id: ID!, $test: ValidatorTestInput!) {\n    updateValidatorTest(id: $id, test: $test) {\n      id\n    }\n  }\n"): typeof import('./graphql').ValidatorUpdateTestDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ValidatorDeleteTest($id: ID!) {\n    deleteValidatorTest(id: $id) {\n      ok\n    }\n  }\n"): typeof import('./graphql').ValidatorDeleteTestDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ValidatorRunTests($format: ValidatorTestFormat!) {\n    runValidatorTests(validatorTestFormat: $format) {\n      id\n      status\n      total\n      done\n      passed\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n"): typeof import('./graphql').ValidatorRunTestsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query WhatsappAccounts {\n    allWhatsappAccounts {\n      id\n      provider\n      name\n      whatsappNumbers\n      connectedChannels\n      templateCount\n    }\n  }\n"): typeof import('./graphql').WhatsappAccountsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query WhatsappAtsFieldOptions {\n    whatsappAtsFieldOptions {\n      value\n      scalarName\n      names {\n        language\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').WhatsappAtsFieldOptionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SyncWhatsappAtsVariables($templateId: ID!) {\n    syncWhatsappAtsVariables(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      updated\n    }\n  }\n"): typeof import('./graphql').SyncWhatsappAtsVariablesDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CloneWhatsappDefinition($id: ID!, $newName: String!) {\n    cloneWhatsappDefinition(id: $id, newName: $newName) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definition {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CloneWhatsappDefinitionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CopyWhatsappDefinitions($ids: [ID!]!, $destinationProjectId: String!) {\n    copyWhatsappDefinitions(ids: $ids, destinationProjectId: $destinationProjectId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definitionIds\n    }\n  }\n"): typeof import('./graphql').CopyWhatsappDefinitionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteAllWhatsappDefinitions($ids: [ID!]!) {\n    deleteAllWhatsappDefinitions(ids: $ids) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definitionIds\n    }\n  }\n"): typeof import('./graphql').DeleteAllWhatsappDefinitionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query WhatsappChannels {\n    allWhatsappChannels {\n      id\n      name\n      channelId\n      whatsappNumber\n      createdAt\n      status\n      profile {\n        profileText\n        description\n        websites\n        profilePicture\n        companyName\n        address\n      }\n    }\n  }\n"): typeof import('./graphql').WhatsappChannelsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWhatsappChannel($id: ID!, $input: WhatsappChannelInput!) {\n    updateWhatsappChannel(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateWhatsappChannelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ConfigureWhatsappChannel($name: String!, $whatsappNumber: String!) {\n    configureWhatsappChannel(name: $name, whatsappNumber: $whatsappNumber) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').ConfigureWhatsappChannelDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateWhatsappVariations($variations: [WhatsappVariationInput!]!) {\n    createWhatsappVariations(variations: $variations) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      variationIds\n    }\n  }\n"): typeof import('./graphql').CreateWhatsappVariationsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateWhatsappParameters($parameters: [WhatsappParameterInput!]!) {\n    createWhatsappParameters(parameters: $parameters) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      parameterIds\n    }\n  }\n"): typeof import('./graphql').CreateWhatsappParametersDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateWhatsappTemplate($input: WhatsappTemplateInput!) {\n    createWhatsappTemplate(input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      template {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateWhatsappTemplateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CreateWhatsappDefinition($templateId: ID!, $definitionId: ID) {\n    createWhatsappDefinition(templateId: $templateId, definitionId: $definitionId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      definition {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateWhatsappDefinitionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DiscardWhatsappCreation($variationIds: [ID!]!, $parameterIds: [ID!]!, $templateId: ID) {\n    discardWhatsappCreation(variationIds: $variationIds, parameterIds: $parameterIds, templateId: $templateId) {\n      ok\n    }\n  }\n"): typeof import('./graphql').DiscardWhatsappCreationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query WhatsappDefinitions {\n    allWhatsappDefinitions {\n      id\n      name\n      supportsBatchAction\n      isSmartInboxTemplate\n      activeTemplate {\n        id\n      }\n      availableTemplates {\n        id\n        version\n        status\n        templateName\n        category\n        buttonType\n        attachmentType\n        creatorEmail\n        created\n        modified\n        submittedAt\n        parameters {\n          id\n          name\n          index\n          scalarName\n          atsFieldMapping\n          example\n        }\n        variations {\n          id\n          languageTag\n          content\n          status\n          footer\n          attachmentTitle\n          attachmentUrl\n          rejectionReason\n          lastReviewedAt\n          buttons {\n            id\n            actionType\n            text\n            phoneNumber\n            url\n            urlType\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WhatsappDefinitionsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SyncWhatsappDefinition($id: ID) {\n    syncWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n      updated\n    }\n  }\n"): typeof import('./graphql').SyncWhatsappDefinitionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWhatsappBatchAction($id: ID!, $on: Boolean!) {\n    updateWhatsappDefinition(id: $id, input: { supportsBatchAction: $on }) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateWhatsappBatchActionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation ActivateWhatsappTemplate($templateId: ID!) {\n    activateWhatsappTemplate(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').ActivateWhatsappTemplateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteWhatsappTemplateAtProvider($templateId: ID!) {\n    deleteWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').DeleteWhatsappTemplateAtProviderDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation DeleteWhatsappDefinition($id: ID!) {\n    deleteWhatsappDefinition(id: $id) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').DeleteWhatsappDefinitionDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation SubmitWhatsappTemplate($templateId: ID!) {\n    createWhatsappTemplateAtProvider(templateId: $templateId) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').SubmitWhatsappTemplateDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWhatsappVariation($id: ID!, $input: WhatsappVariationUpdateInput!) {\n    updateWhatsappVariation(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateWhatsappVariationDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWhatsappDefinitionSettings($id: ID!, $input: WhatsappDefinitionInput!) {\n    updateWhatsappDefinition(id: $id, input: $input) {\n      ok\n      stage\n      errors {\n        field\n        messages\n        codes\n      }\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateWhatsappDefinitionSettingsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query Wizards {\n    allWizards {\n      id\n      title\n      order\n      finishedTimestamp\n      skippedAt\n      processes {\n        id\n        identifier\n        title\n        description\n        isFinished\n        steps {\n          id\n          title\n          description\n          isFinished\n          infoUrl\n          note\n          settings {\n            adminOnly\n          }\n          media {\n            type\n            url\n            title\n          }\n          check {\n            key\n            available\n            passed\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WizardsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query WizardChecks {\n    wizardChecks {\n      key\n      available\n      passed\n    }\n  }\n"): typeof import('./graphql').WizardChecksDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWizardStep($id: ID!, $input: WizardStepInput!) {\n    updateWizardStep(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateWizardStepDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWizard($id: ID!, $input: WizardInput!) {\n    updateWizard(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateWizardDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation UpdateWizardProcess($id: ID!, $input: WizardProcessInput!) {\n    updateWizardProcess(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateWizardProcessDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  query CloneDestinationWizards($client: String!) {\n    cloneDestinationWizards(client: $client) {\n      id\n      title\n      order\n    }\n  }\n"): typeof import('./graphql').CloneDestinationWizardsDocument;
/**
 * The chatbotGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function chatbotGraphql(source: "\n  mutation CloneWizardProcess(\n    $destinationClient: String!\n    $originClient: String!\n    $originProcessIdentifier: String!\n    $destinationWizardId: ID!\n  ) {\n    cloneWizardProcess(\n      destinationClient: $destinationClient\n      originClient: $originClient\n      originProcessIdentifier: $originProcessIdentifier\n      destinationWizardId: $destinationWizardId\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').CloneWizardProcessDocument;


export function chatbotGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
