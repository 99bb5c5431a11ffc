/**
 * How the API client rejects an application the server refuses or cannot take (the applications forms'
 * fixtures share them): a second open application of a kind (409) and a server failure (500).
 */
export const applicationAlreadyOpen = Object.assign(new Error('Conflict'), {
  portalError: {
    kind: 'client-error',
    status: 409,
    message: 'An application of this kind is already open',
    code: 'application_already_open',
  },
});

export const applicationServerError = Object.assign(new Error('Server error'), {
  portalError: { kind: 'server-error', status: 500, message: 'Internal server error' },
});
