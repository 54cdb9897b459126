/** The login_failure keys: failures counted per account and per address (see features/session/loginThrottle.ts). */
export const accountKey = (username: string) => `user:${username.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
