/** The element under the header where the signed-in layer shows notices about the account (e.g. verify e-mail). */
export const ACCOUNT_NOTICES_ID = 'account-notices';
