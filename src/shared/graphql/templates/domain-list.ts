/**
 * The SDL domains of the templates service, one line each, under the domain's name: a new domain is its
 * file in this folder and one line here.
 */
export { templatesTypeDefs as templates } from './templates'
