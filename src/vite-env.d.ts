/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_XSTATE_INSPECT?: string;
  readonly VITE_LINK_INTERNET_BANK?: string;
  readonly VITE_LINK_LEASING?: string;
  readonly VITE_LINK_INSURANCE?: string;
  readonly VITE_LINK_BUSINESS?: string;
  readonly VITE_LINK_PRIVACY?: string;
  readonly VITE_LINK_FAQ?: string;
  readonly VITE_LINK_CONTACT?: string;
  readonly VITE_LINK_CUSTOMER_CENTRE?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_PHONE_SHORT?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_MAINTENANCE_FROM?: string;
  readonly VITE_MAINTENANCE_TO?: string;
  /** Error reporting (src/app/error-reporting.ts); unset = off. */
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
