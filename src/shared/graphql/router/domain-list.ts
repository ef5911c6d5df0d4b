/**
 * The SDL domains of the router service, one line each, under the domain's name: a new domain is its file
 * in this folder and one line here.
 */
export { calendarTypeDefs as calendar } from './calendar'
export { commonTypeDefs as common } from '../common'
export { pagesVisitedTypeDefs as pagesVisited } from './pages-visited'
export { usersTypeDefs as users } from './users'
