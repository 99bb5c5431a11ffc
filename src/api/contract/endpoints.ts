/**
 * The registry of every API call of spec §7: one entry per call with its method, path, auth, request
 * and response schemas. The reference server registers its routes from this array and generates the
 * OpenAPI document from it; the SPA's `call()` helper derives its types from it.
 *
 * Path resolution: where §7 lists a bare name after a full path (e.g. `GET GetAssetScore` under
 * "Users and dashboard"), the name is resolved to the controller of the nearest preceding full path of
 * the same group (here /api/Dashboard/GetAssetScore). Groups that give no path at all get their own
 * controller named after the group: Bank accounts -> /api/BankAccounts/*. The hash-link calls listed
 * under "Applications and external consent" use /api/Applications/*.
 */
import type { z } from 'zod';
import * as addresses from './addresses';
import * as aml from './aml';
import * as applications from './applications';
import * as bankAccounts from './bank-accounts';
import * as brokers from './brokers';
import * as contributionLimit from './contribution-limit';
import { Ok } from './common';
import * as contracts from './contracts';
import * as dashboard from './dashboard';
import * as documents from './documents';
import * as funds from './funds';
import * as invoices from './invoices';
import * as investmentFunds from './investment-funds';
import * as notifications from './notifications';
import * as password from './password';
import * as transfers from './transfers';
import * as users from './users';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface EndpointDef {
  /** Stable id, '<Controller>.<Action>' e.g. 'Dashboard.GetDashboard'. */
  id: string;
  method: HttpMethod;
  path: string;
  auth: 'bearer' | 'none';
  /** OpenAPI tag = the §7 group. */
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** True when the call may answer 204 No Content (e.g. GetAssetScore when there is none, Ping while waiting). */
  noContent?: boolean;
  description: string;
}

function endpoint<const T extends EndpointDef>(definition: T): T {
  return definition;
}

const signing = contracts.SigningStarted;

export const endpoints = [
  // ----- Users and dashboard -----
  endpoint({
    id: 'Users.GetContactInformation',
    method: 'GET',
    path: '/api/v3/Users/GetContactInformation',
    auth: 'bearer',
    tag: 'Users and dashboard',
    response: users.ContactInformation,
    description: "The customer's profile, contacts, addresses, GDPR consents and EPN agreement.",
  }),
  endpoint({
    id: 'Users.UpdateProfile',
    method: 'POST',
    path: '/api/v3/Users/UpdateProfile',
    auth: 'bearer',
    tag: 'Users and dashboard',
    body: users.UpdateProfileRequest,
    response: users.ContactInformation,
    description:
      "Updates contacts and addresses (no gdpr). 400 'Email already exists' / phone duplicated when another customer uses them. Changing the e-mail or a phone needs a fresh eID confirmation (403 confirmation_required) and takes effect after VerifyContact.",
  }),
  endpoint({
    id: 'Users.VerifyContact',
    method: 'POST',
    path: '/api/v3/Users/VerifyContact',
    auth: 'bearer',
    tag: 'Users and dashboard',
    body: users.VerifyContactRequest,
    response: users.ContactInformation,
    description:
      'Addition to §7: applies a pending new e-mail or phone with the code sent to it and tells the old address. 400 verification_code_invalid (attemptsLeft), 400 verification_expired.',
  }),
  endpoint({
    id: 'Users.ResendContactCode',
    method: 'POST',
    path: '/api/v3/Users/ResendContactCode',
    auth: 'bearer',
    tag: 'Users and dashboard',
    body: users.ResendContactCodeRequest,
    response: users.PendingContactChange,
    description:
      'Addition to §7: sends a new code for a pending contact change (3 at most); the earlier code stops working.',
  }),
  endpoint({
    id: 'Authentication.ResetPassword',
    method: 'POST',
    path: '/api/Authentication/ResetPassword',
    auth: 'bearer',
    tag: 'Users and dashboard',
    body: users.ResetPasswordRequest,
    response: Ok,
    description:
      'Creates or changes the password of a logged-in customer; needs a fresh eID confirmation (403 confirmation_required). 400 invalid_old_password / passwords_should_differ; 423 user_locked (the password-login lockout).',
  }),
  endpoint({
    id: 'Users.ModifyGdprAgreement',
    method: 'PUT',
    path: '/api/Users/ModifyGdprAgreement',
    auth: 'bearer',
    tag: 'Users and dashboard',
    query: users.ModifyGdprAgreementQuery,
    response: users.GdprConsents,
    description: 'Accepts or declines one GDPR agreement type (1, 4, 5, 6).',
  }),
  endpoint({
    id: 'Authentication.UpdateEpnAgreement',
    method: 'PUT',
    path: '/api/Authentication/UpdateEpnAgreement',
    auth: 'bearer',
    tag: 'Users and dashboard',
    query: users.UpdateEpnAgreementQuery,
    response: Ok,
    description: 'Stores the electronic-communication (EPN) agreement.',
  }),
  endpoint({
    id: 'Dashboard.GetDashboard',
    method: 'GET',
    path: '/api/Dashboard/GetDashboard',
    auth: 'bearer',
    tag: 'Users and dashboard',
    response: dashboard.Dashboard,
    description: 'Valid contracts, offering flags and contribution sums for the dashboard.',
  }),
  endpoint({
    id: 'Dashboard.GetAssetScore',
    method: 'GET',
    path: '/api/Dashboard/GetAssetScore',
    auth: 'bearer',
    tag: 'Users and dashboard',
    response: dashboard.AssetScore,
    noContent: true,
    description: 'Asset comparison score; 204 when the customer has not consented or has no assets.',
  }),
  endpoint({
    id: 'Dashboard.ModifyBannerAlert',
    method: 'PUT',
    path: '/api/Dashboard/ModifyBannerAlert',
    auth: 'bearer',
    tag: 'Users and dashboard',
    query: dashboard.ModifyBannerAlertQuery,
    response: Ok,
    description: 'Shows or hides the dashboard banner alert.',
  }),
  endpoint({
    id: 'Dashboard.UpdateAssetScoreAgreement',
    method: 'PUT',
    path: '/api/Dashboard/UpdateAssetScoreAgreement',
    auth: 'bearer',
    tag: 'Users and dashboard',
    query: dashboard.UpdateAssetScoreAgreementQuery,
    response: Ok,
    description: 'Gives or withdraws consent to the asset comparison.',
  }),
  endpoint({
    id: 'Dashboard.CreateAssetScoreConsultation',
    method: 'POST',
    path: '/api/Dashboard/CreateAssetScoreConsultation',
    auth: 'bearer',
    tag: 'Users and dashboard',
    body: dashboard.CreateAssetScoreConsultationRequest,
    response: dashboard.CreateAssetScoreConsultationResponse,
    description: 'Requests a consultation about the asset comparison.',
  }),

  // ----- Funds and contracts -----
  endpoint({
    id: 'Funds.GetSecondPillarFunds',
    method: 'GET',
    path: '/api/Funds/GetSecondPillarFunds',
    auth: 'bearer',
    tag: 'Funds and contracts',
    response: funds.GetFundsResponse,
    description: 'Pillar II life-cycle funds with their latest unit value.',
  }),
  endpoint({
    id: 'Funds.GetThirdPillarFunds',
    method: 'GET',
    path: '/api/Funds/GetThirdPillarFunds',
    auth: 'bearer',
    tag: 'Funds and contracts',
    response: funds.GetFundsResponse,
    description: 'The six pillar III funds with age groups and fees.',
  }),
  endpoint({
    id: 'Funds.GetFundsStatuses',
    method: 'GET',
    path: '/api/Funds/GetFundsStatuses',
    auth: 'bearer',
    tag: 'Funds and contracts',
    response: funds.GetFundsStatusesResponse,
    description: "Per pillar: the customer's contract state and what they may do.",
  }),
  endpoint({
    id: 'Contracts.GetSecondPillarActiveContracts',
    method: 'GET',
    path: '/api/Contracts/GetSecondPillarActiveContracts',
    auth: 'bearer',
    tag: 'Funds and contracts',
    response: contracts.GetContractsResponse,
    description: 'Active pillar II contracts.',
  }),
  endpoint({
    id: 'Contracts.GetThirdPillarActiveContracts',
    method: 'GET',
    path: '/api/Contracts/GetThirdPillarActiveContracts',
    auth: 'bearer',
    tag: 'Funds and contracts',
    response: contracts.GetContractsResponse,
    description: 'Active pillar III contracts.',
  }),
  endpoint({
    id: 'Contracts.GetContracts',
    method: 'GET',
    path: '/api/Contracts/GetContracts',
    auth: 'bearer',
    tag: 'Funds and contracts',
    response: contracts.GetContractsResponse,
    description: 'All contracts of the customer, any status.',
  }),
  endpoint({
    id: 'Contracts.GetContractActions',
    method: 'GET',
    path: '/api/Contracts/GetContractActions',
    auth: 'bearer',
    tag: 'Funds and contracts',
    query: contracts.GetContractActionsQuery,
    response: contracts.GetContractActionsResponse,
    description: "Available application actions per contract; 404 for a contract that is not the customer's.",
  }),
  endpoint({
    id: 'Contracts.ExistsInvestmentFundContracts',
    method: 'GET',
    path: '/api/Contracts/ExistsInvestmentFundContracts',
    auth: 'bearer',
    tag: 'Funds and contracts',
    response: contracts.ExistsInvestmentFundContractsResponse,
    description: 'Whether the customer holds investment fund contracts.',
  }),
  endpoint({
    id: 'Contracts.GetExternalFundProviders',
    method: 'GET',
    path: '/api/Contracts/GetExternalFundProviders',
    auth: 'bearer',
    tag: 'Funds and contracts',
    response: contracts.GetExternalFundProvidersResponse,
    description: 'Other pension fund managers (for transfers).',
  }),
  endpoint({
    id: 'Contracts.ChangeFund',
    method: 'POST',
    path: '/api/Contracts/ChangeFund',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contracts.ChangeFundRequest,
    response: signing,
    description: "Starts signing a fund change. 400 'Already exists contract in specified fund.'",
  }),
  endpoint({
    id: 'Contracts.PingChangeFund',
    method: 'POST',
    path: '/api/Contracts/PingChangeFund',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contracts.PingRequest,
    response: contracts.SigningResult,
    noContent: true,
    description: 'Polls the fund-change signing: 204 while waiting.',
  }),
  endpoint({
    id: 'Contracts.GetChangeFundPreview',
    method: 'POST',
    path: '/api/v3/Contracts/GetChangeFundPreview',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contracts.ChangeFundPreviewRequest,
    response: contracts.PdfPreview,
    description: 'PDF preview of a fund-change application.',
  }),
  endpoint({
    id: 'Contracts.GetSecondPillarNewContractPreview',
    method: 'POST',
    path: '/api/v3/Contracts/GetSecondPillarNewContractPreview',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contracts.SecondPillarNewContractRequest,
    response: contracts.PdfPreview,
    description: 'PDF preview of a new pillar II contract.',
  }),
  endpoint({
    id: 'Contracts.GetThirdPillarNewContractPreview',
    method: 'POST',
    path: '/api/v3/Contracts/GetThirdPillarNewContractPreview',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contracts.ThirdPillarNewContractRequest,
    response: contracts.PdfPreview,
    description: 'PDF preview of a new pillar III contract.',
  }),
  endpoint({
    id: 'Contracts.SecondPillarCreateNewContract',
    method: 'POST',
    path: '/api/v3/Contracts/SecondPillarCreateNewContract',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contracts.SecondPillarNewContractRequest,
    response: signing,
    description: "Starts signing a new pillar II contract. 400 'Already exists contract in specified fund.'",
  }),
  endpoint({
    id: 'Contracts.ThirdPillarCreateNewContract',
    method: 'POST',
    path: '/api/v3/Contracts/ThirdPillarCreateNewContract',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contracts.ThirdPillarNewContractRequest,
    response: signing,
    description: "Starts signing a new pillar III contract. 400 'Already exists contract in specified fund.'",
  }),
  endpoint({
    id: 'Contracts.PingCreateNewContract',
    method: 'POST',
    path: '/api/v3/Contracts/PingCreateNewContract',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contracts.PingRequest,
    response: contracts.SigningResult,
    noContent: true,
    description: 'Polls the new-contract signing: 204 while waiting.',
  }),
  endpoint({
    id: 'Contracts.Log',
    method: 'POST',
    path: '/api/Contracts/Log',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contracts.ContractLogRequest,
    response: Ok,
    description: 'Logs an onboarding step (sent synchronously).',
  }),

  // ----- Addresses -----
  endpoint({
    id: 'PostAddresses.GetCountries',
    method: 'GET',
    path: '/api/PostAddresses/GetCountries',
    auth: 'bearer',
    tag: 'Addresses',
    response: addresses.GetCountriesResponse,
    description: 'Countries (ISO 3166-1 alpha-2) with Lithuanian names.',
  }),
  endpoint({
    id: 'PostAddresses.GetStates',
    method: 'GET',
    path: '/api/PostAddresses/GetStates',
    auth: 'bearer',
    tag: 'Addresses',
    query: addresses.GetStatesQuery,
    response: addresses.GetStatesResponse,
    description: 'States (for Lithuania: the 10 counties).',
  }),
  endpoint({
    id: 'PostAddresses.GetStateList',
    method: 'GET',
    path: '/api/PostAddresses/GetStateList',
    auth: 'bearer',
    tag: 'Addresses',
    query: addresses.GetStateListQuery,
    response: addresses.GetStateListResponse,
    description: 'Municipalities, optionally of one county.',
  }),
  endpoint({
    id: 'PostAddresses.Get',
    method: 'GET',
    path: '/api/PostAddresses/Get',
    auth: 'bearer',
    tag: 'Addresses',
    query: addresses.SearchAddressesQuery,
    response: addresses.SearchAddressesResponse,
    description: 'Address register search by text (at most 10 suggestions).',
  }),
  endpoint({
    id: 'PostAddresses.GetAddress',
    method: 'GET',
    path: '/api/PostAddresses/GetAddress',
    auth: 'bearer',
    tag: 'Addresses',
    query: addresses.GetAddressQuery,
    response: addresses.GetAddressResponse,
    description: 'One address of the register by id.',
  }),

  // ----- Password (no auth) -----
  endpoint({
    id: 'Authentication.RemindPassword',
    method: 'POST',
    path: '/api/Authentication/RemindPassword',
    auth: 'none',
    tag: 'Password',
    body: password.RemindPasswordRequest,
    response: Ok,
    description: 'Sends a password reset link to an email or phone. 400 phone_duplicated when ambiguous.',
  }),
  endpoint({
    id: 'Authentication.ChangePassword',
    method: 'POST',
    path: '/api/Authentication/ChangePassword',
    auth: 'none',
    tag: 'Password',
    body: password.ChangePasswordRequest,
    response: Ok,
    description:
      'Sets a new password from a reminder link. 400 personal_code_mismatch / invalid_token_expired.',
  }),
  endpoint({
    id: 'Authentication.ValidateChangePasswordToken',
    method: 'POST',
    path: '/api/Authentication/ValidateChangePasswordToken',
    auth: 'none',
    tag: 'Password',
    body: password.ValidateChangePasswordTokenRequest,
    response: password.ValidateChangePasswordTokenResponse,
    description: "Checks a reminder link's hash. 400 'Invalid token expired'.",
  }),

  // ----- Documents -----
  endpoint({
    id: 'Documents.PingSignDocument',
    method: 'POST',
    path: '/api/Documents/PingSignDocument',
    auth: 'bearer',
    tag: 'Documents',
    body: contracts.PingRequest,
    response: contracts.SigningResult,
    noContent: true,
    description:
      'Polls a document signing: 204 while waiting; once signed the new application (status registered) and its signed PDF (documentId).',
  }),
  endpoint({
    id: 'Documents.SignDocument',
    method: 'POST',
    path: '/api/Documents/SignDocument',
    auth: 'bearer',
    tag: 'Documents',
    body: documents.SignDocumentRequest,
    response: signing,
    description:
      "Starts signing an application as a document (Smart-ID / Mobile-ID). 404 for a contract that is not the customer's; 409 application_already_open; 400 application_not_available or a §5 holiday rule (vacation_too_late, vacation_period_too_short, vacation_too_long, vacation_periods_overlap).",
  }),
  endpoint({
    id: 'Documents.GetDocumentPreview',
    method: 'POST',
    path: '/api/Documents/GetDocumentPreview',
    auth: 'bearer',
    tag: 'Documents',
    body: documents.GetDocumentPreviewRequest,
    response: contracts.PdfPreview,
    description:
      "PDF preview of the application to sign, with the customer's data; the same refusals as SignDocument.",
  }),
  endpoint({
    id: 'Documents.UploadDocument',
    method: 'POST',
    path: '/api/Documents/UploadDocument',
    auth: 'bearer',
    tag: 'Documents',
    body: documents.UploadDocumentRequest,
    response: documents.UploadDocumentResponse,
    description:
      'Uploads up to 5 JPG/PNG/PDF files of up to 10 Mb each, checked by content (no active PDF content, pixel bombs or web markup; trailing bytes dropped, names made safe): 400 invalid_file_format, 413 file_too_large, 429 upload_quota_exceeded (30 files / 100 MB per customer in 24 h).',
  }),
  endpoint({
    id: 'Documents.GetAllDocuments',
    method: 'GET',
    path: '/api/Documents/GetAllDocuments',
    auth: 'bearer',
    tag: 'Documents',
    query: documents.GetAllDocumentsQuery,
    response: documents.GetAllDocumentsResponse,
    description: "The customer's documents, optionally of one type configuration number.",
  }),
  endpoint({
    id: 'Documents.GetDocumentContent',
    method: 'GET',
    path: '/api/Documents/GetDocumentContent',
    auth: 'bearer',
    tag: 'Documents',
    query: documents.GetDocumentContentQuery,
    response: documents.DocumentContent,
    description: "A document's file (base64); 404 for a document that is not the customer's.",
  }),

  // ----- Invoices -----
  endpoint({
    id: 'Invoices.GetInvoices',
    method: 'GET',
    path: '/api/v2/Invoices/GetInvoices',
    auth: 'bearer',
    tag: 'Invoices',
    response: invoices.GetInvoicesResponse,
    description: 'E-invoices issued for the customer.',
  }),
  endpoint({
    id: 'Invoices.GetInvoiceAgreements',
    method: 'GET',
    path: '/api/v2/Invoices/GetInvoiceAgreements',
    auth: 'bearer',
    tag: 'Invoices',
    response: invoices.GetInvoiceAgreementsResponse,
    description: 'E-invoice consents.',
  }),
  endpoint({
    id: 'Invoices.SignDocument',
    method: 'POST',
    path: '/api/v2/Invoices/SignDocument',
    auth: 'bearer',
    tag: 'Invoices',
    body: invoices.InvoiceSignDocumentRequest,
    response: signing,
    description:
      "Starts signing a new e-invoice consent: 400 e_invoice_not_allowed when no new consent may be submitted for the contract, 400 unsupported_bank when the account's bank does not accept e-invoices; 404 for a contract that is not the customer's.",
  }),
  endpoint({
    id: 'Invoices.SignDocumentGetStatus',
    method: 'POST',
    path: '/api/v2/Invoices/SignDocumentGetStatus',
    auth: 'bearer',
    tag: 'Invoices',
    body: contracts.PingRequest,
    response: contracts.SigningResult,
    noContent: true,
    description: 'Polls the e-invoice consent signing: 204 while waiting.',
  }),
  endpoint({
    id: 'Invoices.DisableInvoiceAgreement',
    method: 'PUT',
    path: '/api/v2/Invoices/DisableInvoiceAgreement',
    auth: 'bearer',
    tag: 'Invoices',
    body: invoices.DisableInvoiceAgreementRequest,
    response: Ok,
    description: "Disables an e-invoice consent; 404 for a consent that is not the customer's.",
  }),
  endpoint({
    id: 'Invoices.GetSupportedBanks',
    method: 'GET',
    path: '/api/v2/Invoices/GetSupportedBanks',
    auth: 'bearer',
    tag: 'Invoices',
    response: invoices.GetSupportedBanksResponse,
    description: 'The banks that accept e-invoices (§5: an unsupported bank is refused with this list).',
  }),

  // ----- Notifications -----
  endpoint({
    id: 'Notifications.GetList',
    method: 'GET',
    path: '/api/Notifications/GetList',
    auth: 'bearer',
    tag: 'Notifications',
    response: notifications.GetNotificationsResponse,
    description: 'Notifications, newest first.',
  }),
  endpoint({
    id: 'Notifications.GetSettings',
    method: 'GET',
    path: '/api/Notifications/GetSettings',
    auth: 'bearer',
    tag: 'Notifications',
    response: notifications.NotificationSettings,
    description: 'Notification channels per type.',
  }),
  endpoint({
    id: 'Notifications.UserValues',
    method: 'GET',
    path: '/api/Notifications/UserValues',
    auth: 'bearer',
    tag: 'Notifications',
    response: notifications.NotificationUserValues,
    description: 'Contact values the notifications are delivered to.',
  }),
  endpoint({
    id: 'Notifications.UpdateStatusRead',
    method: 'PUT',
    path: '/api/Notifications/UpdateStatusRead',
    auth: 'bearer',
    tag: 'Notifications',
    query: notifications.UpdateStatusReadQuery,
    response: Ok,
    description: "Marks a notification read; 404 for a notification that is not the customer's.",
  }),
  endpoint({
    id: 'Notifications.ModifySettings',
    method: 'PUT',
    path: '/api/Notifications/ModifySettings',
    auth: 'bearer',
    tag: 'Notifications',
    body: notifications.ModifySettingsRequest,
    response: notifications.NotificationSettings,
    description: 'Changes notification channels.',
  }),

  // ----- Other reads -----
  endpoint({
    id: 'Transfers.GetTransfers',
    method: 'GET',
    path: '/api/Transfers/GetTransfers',
    auth: 'bearer',
    tag: 'Other reads',
    query: transfers.GetTransfersQuery,
    response: transfers.GetTransfersResponse,
    description: 'Account transactions (the nine operation types), newest first.',
  }),
  endpoint({
    id: 'InvestmentFunds.GetInvestmentFunds',
    method: 'GET',
    path: '/api/InvestmentFunds/GetInvestmentFunds',
    auth: 'bearer',
    tag: 'Other reads',
    response: investmentFunds.GetInvestmentFundsResponse,
    description: "The customer's investment fund holdings.",
  }),
  endpoint({
    id: 'Applications.GetList',
    method: 'GET',
    path: '/api/Applications/GetList',
    auth: 'bearer',
    tag: 'Other reads',
    response: applications.GetApplicationsResponse,
    description: 'Applications (stop, renew, vacation, termination...) with their status.',
  }),

  // ----- Applications and external consent (hash link, no auth) -----
  endpoint({
    id: 'Applications.SetPotentialCustomer',
    method: 'POST',
    path: '/api/Applications/SetPotentialCustomer',
    auth: 'none',
    tag: 'External consent (hash link)',
    body: applications.SetPotentialCustomerRequest,
    response: Ok,
    description: 'Potential-customer exit via a hash link.',
  }),
  endpoint({
    id: 'Applications.SaveBusinessAccountStatistics',
    method: 'POST',
    path: '/api/Applications/SaveBusinessAccountStatistics',
    auth: 'none',
    tag: 'External consent (hash link)',
    body: applications.SaveBusinessAccountStatisticsRequest,
    response: Ok,
    description: 'External GDPR consent answer via a hash link.',
  }),
  endpoint({
    id: 'Applications.SaveNotificationSettings',
    method: 'POST',
    path: '/api/Applications/SaveNotificationSettings',
    auth: 'none',
    tag: 'External consent (hash link)',
    body: applications.SaveNotificationSettingsRequest,
    response: Ok,
    description: 'External advertising send-mode answer via a hash link.',
  }),

  // ----- AML -----
  endpoint({
    id: 'Aml.CreateUserAmlDeclarationDraft',
    method: 'POST',
    path: '/api/Aml/CreateUserAmlDeclarationDraft',
    auth: 'bearer',
    tag: 'AML',
    response: aml.AmlDraft,
    description: 'Creates (or returns the open) AML declaration draft, kept 15 days.',
  }),
  endpoint({
    id: 'Aml.FillUserAmlDeclarationDraft',
    method: 'POST',
    path: '/api/Aml/FillUserAmlDeclarationDraft',
    auth: 'bearer',
    tag: 'AML',
    body: aml.FillAmlDraftRequest,
    response: aml.AmlDraft,
    description: "Stores the questionnaire answers; 404 for a draft that is not the customer's.",
  }),
  endpoint({
    id: 'Aml.GenerateUserAmlDeclarationDraftPreview',
    method: 'POST',
    path: '/api/Aml/GenerateUserAmlDeclarationDraftPreview',
    auth: 'bearer',
    tag: 'AML',
    body: aml.AmlDraftIdRequest,
    response: contracts.PdfPreview,
    description:
      "PDF of the draft's answers, in the customer's language; 404 for a draft that is not the customer's open draft.",
  }),
  endpoint({
    id: 'Aml.PublishUserAmlDeclarationDraft',
    method: 'POST',
    path: '/api/Aml/PublishUserAmlDeclarationDraft',
    auth: 'bearer',
    tag: 'AML',
    body: aml.AmlDraftIdRequest,
    response: aml.PublishAmlDraftResponse,
    description:
      'Publishes the declaration: Valid with validUntil, or Pending for a manual review (PEP or related, a final beneficiary other than the customer, the top income range); status Invalid with errors when the questionnaire is incomplete. The declaration file appears in the documents (AmlDocument).',
  }),
  endpoint({
    id: 'Aml.IsIdentityDocumentValid',
    method: 'POST',
    path: '/api/Aml/IsIdentityDocumentValid',
    auth: 'bearer',
    tag: 'AML',
    body: aml.IdentityDocumentCheckRequest,
    response: aml.IdentityDocumentCheckResponse,
    description:
      'Checks an identity document (simulated register): invalid, expired, or the identity-check lockout (locked until lockedUntil after repeated invalid documents).',
  }),
  endpoint({
    id: 'Aml.IsAmlValid',
    method: 'GET',
    path: '/api/Aml/IsAmlValid',
    auth: 'bearer',
    tag: 'AML',
    response: aml.AmlValidity,
    description: 'AML questionnaire validity (Valid, Invalid, Pending), declaration file and open draft.',
  }),
  endpoint({
    id: 'Aml.UploadIdentityDocument',
    method: 'POST',
    path: '/api/Aml/UploadIdentityDocument',
    auth: 'bearer',
    tag: 'AML',
    body: aml.AmlDocumentUploadRequest,
    response: aml.AmlDocumentUploadResponse,
    description:
      'Addition to §7: a photo or scan of the identity document for the draft (JPG, PNG or PDF by content, 10 MB, checked as UploadDocument); sets documentUploadedToPSI. 400 invalid_file_format, 413 file_too_large, 429 upload_quota_exceeded.',
  }),
  endpoint({
    id: 'Aml.DemoReviewDeclaration',
    method: 'POST',
    path: '/api/Aml/DemoReviewDeclaration',
    auth: 'bearer',
    tag: 'AML',
    body: aml.AmlDemoReviewRequest,
    response: aml.AmlDemoReviewResponse,
    description:
      "Demo only (404 unless the AML review simulator is on): approves (Valid) or refuses (Invalid) the caller's Pending declaration at once.",
  }),

  // ----- Brokers -----
  endpoint({
    id: 'Brokers.GetContactInfo',
    method: 'GET',
    path: '/api/Brokers/GetContactInfo',
    auth: 'bearer',
    tag: 'Brokers',
    query: brokers.GetBrokerContactInfoQuery,
    response: brokers.BrokerContactInfo,
    description: 'Broker contact info by broker code (tk) and referral email; 404 when unknown.',
  }),
  endpoint({
    id: 'Brokers.GetContractBrokerContacts',
    method: 'GET',
    path: '/api/Brokers/GetContractBrokerContacts',
    auth: 'bearer',
    tag: 'Brokers',
    query: brokers.GetContractBrokerContactsQuery,
    response: brokers.ContractBrokerContacts,
    description:
      "The consultant of the customer's contract of a pillar referred by the broker; 404 when none.",
  }),

  // ----- Bank accounts -----
  endpoint({
    id: 'BankAccounts.GetBankAccounts',
    method: 'GET',
    path: '/api/BankAccounts/GetBankAccounts',
    auth: 'bearer',
    tag: 'Bank accounts',
    response: bankAccounts.GetBankAccountsResponse,
    description: "The customer's bank accounts.",
  }),
  endpoint({
    id: 'BankAccounts.CreateBankAccount',
    method: 'POST',
    path: '/api/BankAccounts/CreateBankAccount',
    auth: 'bearer',
    tag: 'Bank accounts',
    body: bankAccounts.CreateBankAccountRequest,
    response: bankAccounts.BankAccount,
    description:
      "Adds a bank account; needs a fresh eID confirmation (403 confirmation_required). 500 'Neteisinga banko sąskaita' for an invalid IBAN, 'Cannot find bank account' for an unknown bank.",
  }),

  // ----- Limit increase (§5, §9) -----
  endpoint({
    id: 'Contracts.GetContributionLimits',
    method: 'GET',
    path: '/api/Contracts/GetContributionLimits',
    auth: 'bearer',
    tag: 'Funds and contracts',
    response: contributionLimit.GetContributionLimitsResponse,
    description: "The yearly contribution limits of the customer's active pillar III contracts.",
  }),
  endpoint({
    id: 'Contracts.IncreaseContributionLimit',
    method: 'POST',
    path: '/api/Contracts/IncreaseContributionLimit',
    auth: 'bearer',
    tag: 'Funds and contracts',
    body: contributionLimit.IncreaseContributionLimitRequest,
    response: contributionLimit.IncreaseContributionLimitResponse,
    description:
      'Raises the yearly limit of a pillar III contract (§5): above 1000 EUR a year the identity document is mandatory (400 identity_document_required), checked like the AML questionnaire (400 document_expired, 400 identity_document_invalid, 423 user_locked while the identity check is locked).',
  }),
] as const;

export type Endpoint = (typeof endpoints)[number];
export type EndpointId = Endpoint['id'];
export type EndpointById<K extends EndpointId> = Extract<Endpoint, { id: K }>;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the caller sends (query as the SPA writes it, before coercion). */
export type EndpointQueryInput<K extends EndpointId> = SchemaInput<
  EndpointById<K> extends { query: infer Q } ? Q : undefined
>;
export type EndpointBodyInput<K extends EndpointId> = SchemaInput<
  EndpointById<K> extends { body: infer B } ? B : undefined
>;
/** What a handler receives after validation. */
export type EndpointQuery<K extends EndpointId> = SchemaOutput<
  EndpointById<K> extends { query: infer Q } ? Q : undefined
>;
export type EndpointBody<K extends EndpointId> = SchemaOutput<
  EndpointById<K> extends { body: infer B } ? B : undefined
>;
export type EndpointResponse<K extends EndpointId> = z.output<EndpointById<K>['response']>;

const byId = new Map<string, EndpointDef>(endpoints.map((definition) => [definition.id, definition]));

export function getEndpoint<K extends EndpointId>(id: K): EndpointById<K> {
  const definition = byId.get(id);
  if (!definition) throw new Error(`Unknown endpoint ${id}`);
  return definition as EndpointById<K>;
}

/** Paths of the auth server (§7), documented in the OpenAPI document but served by server/auth. */
export const AUTH_SERVER_PATHS = ['/connect/eid/initiate', '/connect/token'] as const;
