/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The user form (spec 000 §3, §5): the email address is also the username. */
export type CreateUserInput = {
  allTeams: boolean;
  /** Chatbot ids, at least one. */
  chatbots: Array<string>;
  confirmPassword: string;
  email: string;
  /** nl-NL or en-US */
  language: string;
  /** One name field: the first word becomes firstName, the rest lastName. */
  name: string;
  password: string;
  /** ADMIN, MANAGER, TEAM_LEAD, EMPLOYEE or PARTNER: only roles the signed-in user may give. */
  role: string;
  /** Team ids of the chosen chatbots; ignored when allTeams is true. */
  teams: Array<string>;
};

/** 'Edit user': the user form without the password, which has its own tab. */
export type UpdateUserInput = {
  allTeams: boolean;
  chatbots: Array<string>;
  email: string;
  language: string;
  name: string;
  role: string;
  teams: Array<string>;
};

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { user: { id: string, username: string, firstName: string, lastName: string, email: string, language: string | null, isSuperuser: boolean, role: string, requiresPasswordReset: boolean, organization: { id: string, name: string }, chatbots: Array<{ id: string, name: string, projectId: string, projectName: string, suspended: boolean, deleted: boolean, defaultLanguageTag: string, serverAddress: string }> } | null };

export type AssignableTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignableTeamsQuery = { assignableTeams: Array<{ id: string, name: string, chatbotId: string }> };

export type YourInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type YourInfoQuery = { user: { id: string, email: string, firstName: string, lastName: string, language: string | null, role: string, isSuperuser: boolean, phoneNumber: string | null, allTeams: boolean, organization: { id: string }, employee: { id: string } | null } | null };

export type ChangeOwnPhoneNumberMutationVariables = Exact<{
  phoneNumber: string;
  currentPassword: string;
}>;


export type ChangeOwnPhoneNumberMutation = { changeOwnPhoneNumber: { id: string, phoneNumber: string | null } };

export type UserListQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: string | null | undefined;
  chatbotId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type UserListQuery = { userList: { totalCount: number, page: number, pageSize: number, pageCount: number, users: Array<{ id: string, email: string, firstName: string, lastName: string, language: string | null, role: string, isSuperuser: boolean, allTeams: boolean, organization: { id: string }, teams: Array<{ id: string, name: string }>, chatbots: Array<{ id: string, name: string, projectName: string, deleted: boolean }>, employee: { id: string } | null }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, user: { id: string } | null } };

export type UpdateUserMutationVariables = Exact<{
  id: string;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, user: { id: string } | null } };

export type DeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type DeleteUserMutation = { deleteUser: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, user: { id: string } | null } };

export type UpdateEmployeeMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
  language?: string | null | undefined;
  password?: string | null | undefined;
  confirmPassword?: string | null | undefined;
}>;


export type UpdateEmployeeMutation = { updateEmployee: { ok: boolean, code: string | null, errorMessage: string | null, errors: Array<{ field: string, messages: Array<string> }>, user: { id: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  user {
    id
    username
    firstName
    lastName
    email
    language
    isSuperuser
    role
    requiresPasswordReset
    organization {
      id
      name
    }
    chatbots {
      id
      name
      projectId
      projectName
      suspended
      deleted
      defaultLanguageTag
      serverAddress
    }
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const AssignableTeamsDocument = new TypedDocumentString(`
    query AssignableTeams {
  assignableTeams {
    id
    name
    chatbotId
  }
}
    `) as unknown as TypedDocumentString<AssignableTeamsQuery, AssignableTeamsQueryVariables>;
export const YourInfoDocument = new TypedDocumentString(`
    query YourInfo {
  user {
    id
    email
    firstName
    lastName
    language
    role
    isSuperuser
    phoneNumber
    allTeams
    organization {
      id
    }
    employee {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<YourInfoQuery, YourInfoQueryVariables>;
export const ChangeOwnPhoneNumberDocument = new TypedDocumentString(`
    mutation ChangeOwnPhoneNumber($phoneNumber: String!, $currentPassword: String!) {
  changeOwnPhoneNumber(
    phoneNumber: $phoneNumber
    currentPassword: $currentPassword
  ) {
    id
    phoneNumber
  }
}
    `) as unknown as TypedDocumentString<ChangeOwnPhoneNumberMutation, ChangeOwnPhoneNumberMutationVariables>;
export const UserListDocument = new TypedDocumentString(`
    query UserList($search: String, $role: String, $chatbotId: ID, $page: Int, $pageSize: Int) {
  userList(
    search: $search
    role: $role
    chatbotId: $chatbotId
    page: $page
    pageSize: $pageSize
  ) {
    totalCount
    page
    pageSize
    pageCount
    users {
      id
      email
      firstName
      lastName
      language
      role
      isSuperuser
      organization {
        id
      }
      allTeams
      teams {
        id
        name
      }
      chatbots {
        id
        name
        projectName
        deleted
      }
      employee {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UserListQuery, UserListQueryVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = new TypedDocumentString(`
    mutation DeleteUser($id: ID!) {
  deleteUser(id: $id) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteUserMutation, DeleteUserMutationVariables>;
export const UpdateEmployeeDocument = new TypedDocumentString(`
    mutation UpdateEmployee($id: ID!, $name: String, $language: String, $password: String, $confirmPassword: String) {
  updateEmployee(
    id: $id
    name: $name
    language: $language
    password: $password
    confirmPassword: $confirmPassword
  ) {
    ok
    code
    errorMessage
    errors {
      field
      messages
    }
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;