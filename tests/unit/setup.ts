// Shared setup for unit tests.
export {};
