/**
 * The parts of TransUnion's Trustev API v2.0 this provider uses, in the vendor's own field names. Only what is read
 * or sent is declared; the vendor's documents carry more.
 */

/** `POST /token`: the password and user name are sent only as salted SHA-256 hashes of a timestamp. */
export interface TrustevTokenRequest {
  UserName: string;
  PasswordHash: string;
  UserNameHash: string;
  TimeStamp: string;
}

export interface TrustevTokenResponse {
  APIToken: string;
  ExpireAt: string;
}

interface TrustevAddress {
  Address1: string;
  Address2?: string;
  City: string;
  State: string;
  PostalCode: string;
  CountryCode: string;
  IsDefault: boolean;
}

/** `POST /case`: an application case for the applicant. */
export interface TrustevCase {
  CaseNumber: string;
  /** 3 = Application. */
  CaseType: number;
  Customer: {
    FirstName: string;
    LastName: string;
    SocialSecurityNumber: string;
    DateOfBirth: string;
    Addresses: TrustevAddress[];
  };
}

interface TrustevChoice {
  Id: number;
  ChoiceText?: string;
  Answer: boolean;
}

export interface TrustevQuestion {
  Id: number;
  QuestionText?: string;
  Choices: TrustevChoice[];
}

/** `Authentication.KBA` of a detailed decision, and the body and answer of `POST /case/{id}/authentication/kba`. */
export interface TrustevKba {
  Status: number;
  Questions?: TrustevQuestion[];
}

/** `GET /detaileddecision/{caseId}`. */
export interface TrustevDetailedDecision {
  Authentication?: { KBA?: TrustevKba };
}
