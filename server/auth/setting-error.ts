/** A login/proxy setting (TRUST_PROXY, HASH_*) the operator got wrong: main.ts prints its message alone. */
export class AuthSettingError extends Error {}
