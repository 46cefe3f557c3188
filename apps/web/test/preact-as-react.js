// React's module as the guest tests see it: Preact's compat layer plus the `act` React exports
// (Preact keeps it in preact/test-utils), for the tests and for Testing Library.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { act } from 'preact/test-utils';
