/**
 * Facebook lead forms on the chatbot service (spec 000 §3 'Facebook lead page', spec 001 §7.3, §7.4).
 * Reads: SettingsFacebookLeads read right (team leads and up); connect, update and delete: its create,
 * update and delete rights (managers and up). A page's access token never leaves the server.
 */
export const facebookLeadsTypeDefs = /* GraphQL */ `
  "A Facebook page whose lead forms bring candidates into the chatbot. isActive: its leads are taken in."
  type FacebookPage {
    id: ID!
    pageId: String!
    pageName: String!
    isActive: Boolean!
  }

  """
  The answer of facebookPageUpdate (spec 001 §7.4: ok, errorMessage). ok: the token was accepted and the
  pages it manages are connected (pages: the chatbot's pages after it). Refused: code facebook_connect_failed
  or invalid_input, errorMessage Facebook's own words (or ours for a malformed token).
  """
  type FacebookConnectResult {
    ok: Boolean!
    code: String
    errorMessage: String
    pages: [FacebookPage!]!
  }

  """
  The answer of updateFacebookPage and deleteFacebookPage: ok, or code (invalid_input with errors naming
  the JSON's fields, facebook_page_not_found) and errorMessage. facebookPage: the page as saved (null after
  a delete).
  """
  type FacebookPageResult {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    facebookPage: FacebookPage
  }

  extend type Query {
    "The chatbot's connected Facebook pages, by name."
    allFacebookPages: [FacebookPage!]!
    "One connected page by its Facebook page id; null when it is not connected."
    facebookPage(pageId: String!): FacebookPage
  }

  extend type Mutation {
    """
    Connects the pages a Facebook user manages: shortLivedUserAccessToken is the token Facebook's login
    gave that user. The server trades it for the pages and their page tokens, which it keeps; pages already
    connected keep their isActive, new ones start inactive.
    """
    facebookPageUpdate(shortLivedUserAccessToken: String!): FacebookConnectResult!
    "Switches a page's lead forms on or off. data: JSON with page_name, page_id, is_active."
    updateFacebookPage(data: JSON!): FacebookPageResult!
    "Disconnects a page (its page token is deleted). data: JSON with page_name, page_id, is_active."
    deleteFacebookPage(data: JSON!): FacebookPageResult!
  }
`
