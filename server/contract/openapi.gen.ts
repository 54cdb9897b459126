/* eslint-disable */
// Generated from openapi/userprofile.yaml by scripts/gen-server-types.js. Do not edit.

export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Form login that opens a provider session (POST /userprofile/login). */
        post: operations["formLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check credentials for an authorization request and return the redirect with a code. */
        post: operations["authorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new code from the provider session cookie (single sign-on), without the form. */
        post: operations["sessionAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an authorization code and its PKCE verifier for tokens (the provider's token endpoint, RFC 6749 4.1.3).
         * @description A confidential client authenticates by HTTP Basic (`client_secret_basic`; then `client_id` may be left out of the body) or by the form fields `client_id` and `client_secret` (`client_secret_post`); a public client sends `client_id` alone and relies on PKCE (`none`). With scope `openid` the answer also carries an ID token. Every answer has `Cache-Control: no-store` and `Pragma: no-cache`. Errors follow RFC 6749 5.2 (`error`, `error_description`), not problem+json; only a 401 carries `WWW-Authenticate`.
         */
        post: operations["exchangeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's public signing keys (the discovery document's jwks_uri).
         * @description Every key whose tokens may still be valid, the one signing now included; tokens name theirs by `kid`.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the access token's user is (OpenID Connect userinfo endpoint).
         * @description Takes an access token of any registered client that was granted scope `openid`, while its provider session is live. A missing or bad token answers 401 with `WWW-Authenticate: Bearer error="invalid_token"`; a token without `openid`, 403.
         */
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OpenID Connect discovery (`<issuer>/.well-known/openid-configuration`). */
        get: operations["getOpenIdConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server/userprofile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RFC 8414 authorization server metadata for the issuer `<origin>/userprofile`. */
        get: operations["getAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** End the provider session (the logout screen's call; `ticket` is optional). */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/frontendconfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get frontend config. */
        get: operations["getFrontendConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/getPropelTokenFromCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange an external identity provider's code for a token (Enterprise SSO).
         * @description The server redeems the code and verifier at the provider's token endpoint, verifies the ID token and issues the console's own token for the active user of the provider's username claim. Every failure answers 400 'Login failed due to an unknown reason'; 501 when no provider is configured.
         */
        get: operations["getPropelTokenFromCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin an Enterprise SSO login in this browser.
         * @description Sets a short-lived HttpOnly cookie binding the login to this browser and answers the state and nonce the console sends to the provider. getPropelTokenFromCode then accepts the provider's code only from this site, with that cookie, that state and an ID token carrying that nonce. 501 when no provider is configured.
         */
        post: operations["startEnterpriseSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get me. */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Startup configuration of the console (SPEC leaves this call open). */
        get: operations["getStartupConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Application info for the header and analytics (SPEC leaves this call open). */
        get: operations["getAppInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/list/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List active users. */
        get: operations["listActiveUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/list/inactive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List inactive users. */
        get: operations["listInactiveUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/list/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the active or inactive users, filtered and sorted, with their total.
         * @description The console's user list. SPEC's `/user/list/active` and `/user/list/inactive` stay as they are (every user of the list in one answer, for the backend teams that read them); this call filters (each filter a case-insensitive contains match, `%`, `_` and `\` taken literally), sorts (in the console's order: case-insensitive, digits by their numeric value) and pages on the server, and answers with the number of users that match.
         */
        get: operations["listUserPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/bulkJob": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's ten latest bulk jobs, newest first.
         * @description A bulk job is read only by the admin who started it (its outcome names users that other admins may not see). The console shows the latest one on the user list, so a job's progress is there again when the page is left and opened again.
         */
        get: operations["listUserBulkJobs"];
        put?: never;
        /**
         * Start a bulk action on the selected users (by uuid, or every user a list filter matches).
         * @description The selection is taken when the job starts (in username order); the job then changes one user at a time, each in its own transaction, by the same rules as a single write (`POST /user/update`, `/user/activate`, `/user/inactivate`, `/user/reset/password`): visibility levels, the privilege invariant, the required elements, and the version the user had when the selection was taken (a user changed since is refused, not overwritten). A refused user is left unchanged and the others go on. A server stopping mid-job leaves every user either fully changed or unchanged; the job then reads as `interrupted` at the user where it stopped.
         */
        post: operations["startUserBulkJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/bulkJob/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bulk job's progress and outcome. */
        get: operations["getUserBulkJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/bulkJob/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bulk job's outcome as CSV, one row per selected user (username, outcome, reason). */
        get: operations["exportUserBulkJobOutcome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get user config. */
        get: operations["getUserConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/username/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get user by username. */
        get: operations["getUserByUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get user. */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a user, then push it to the applications its business profile grants. */
        post: operations["updateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate user. */
        post: operations["activateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/inactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Inactivate user. */
        post: operations["inactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/pullUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pull what the applications know of the users. */
        get: operations["pullUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/push/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress of pushing the users a profile save affected to their applications (an addition to SPEC).
         * @description A save of a business or application profile that changes what its users may do answers at
         *     once with a push job (SaveResult.pushJob); the users are pushed in the background and this
         *     call, from any server process, tells how far it got.
         *
         */
        get: operations["getUserPushJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import users from CSV, all or nothing, upserting by username.
         * @description The file is at most 256 MB (1,000,000 users fit with room to spare); a larger one is refused with 413. It is read and checked as it streams in, batch by batch, and written on one transaction: one refused line and nothing is written.
         */
        post: operations["importUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an import: what the file would create, change and leave alone, and every refused line; writes no user.
         * @description The file is at most 256 MB (1,000,000 users fit with room to spare); a larger one is refused with 413. It is read and checked as it streams in; its lines are kept (for a day) under the preview's id, for `POST /user/import/apply` and for paging through them. The answer holds the totals and the first 100 lines of each kind. A changed user lists each changed field with its old and new value, names not uuids, as the export writes them. The caller may choose the preview's id (`previewId`) to follow its progress with `GET /user/import/preview/{previewId}` while the file uploads.
         */
        post: operations["previewUserImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/import/preview/{previewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A preview's totals so far: the lines read and what they would do, whether the whole file is read, and while it is applied the users written. */
        get: operations["getUserImportPreviewProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/import/preview/{previewId}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of a preview's lines of one kind (new users, changed users, refused lines), in file order. */
        get: operations["listUserImportPreviewLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/import/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a previewed import, all or nothing; refused when a previewed user changed after the preview.
         * @description A preview is applied once: what it wrote stays on it (`outcome` of `GET /user/import/preview/{previewId}`) for the rest of its day, and applying it again, or while an apply of it runs, is refused with 409.
         */
        post: operations["applyUserImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export all users.
         * @description Streamed: the header row leaves at once and the users follow in batches, by username, so the server's memory stays flat whatever their number. The user list's five filters narrow the export (the same case-insensitive contains matches as `/user/list/page`).
         */
        get: operations["exportAllUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/export/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export active users.
         * @description Streamed: the header row leaves at once and the users follow in batches, by username, so the server's memory stays flat whatever their number. The user list's five filters narrow the export (the same case-insensitive contains matches as `/user/list/page`).
         */
        get: operations["exportActiveUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/export/inactive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export inactive users.
         * @description Streamed: the header row leaves at once and the users follow in batches, by username, so the server's memory stays flat whatever their number. The user list's five filters narrow the export (the same case-insensitive contains matches as `/user/list/page`).
         */
        get: operations["exportInactiveUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link to a user. */
        post: operations["sendPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a reset link to an active user with this username; answers alike for any username. */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/token/verify/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify password token. */
        get: operations["verifyPasswordToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update password. */
        post: operations["updatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/template/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get password sent template.
         * @description The HTML of DATA_DIR/templates/password-sent.html. Without that file the answer is 204
         *     and the console shows its built-in text (a 404 on a GET would send the console to /notFound).
         *
         */
        get: operations["getPasswordSentTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/template/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get password complete template.
         * @description The HTML of DATA_DIR/templates/password-complete.html. Without that file the answer is 204
         *     and the console shows its built-in text (a 404 on a GET would send the console to /notFound).
         *
         */
        get: operations["getPasswordCompleteTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List locations. */
        get: operations["listLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cluster/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List clusters. */
        get: operations["listClusters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/errigalCustomerCompany/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customer companies. */
        get: operations["listCustomerCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications.
         * @description Every application with the roles and elements the caller may see (Visible To). The
         *     database and API settings are answered to ERRIGAL_ADMIN only; stored passwords never
         *     leave the server (`dataPasswordSet` and `apiPasswordSet` say whether one is stored).
         *
         */
        get: operations["listApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/list/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the applications, filtered by name and sorted, with their total.
         * @description The console's application (sorting by roles or elements sorts by the visible names joined with ", "; ties by name, then uuid) list: one page, filtered (each filter a case-insensitive contains match, `%`, `_` and `\` taken literally), sorted in the console's order (case-insensitive, digits by their numeric value; ties by name, then uuid), with how many match. The same records, and the same Visible To rule, as the unpaged list call, which stays as it is.
         */
        get: operations["listApplicationPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (no uuid) or update (uuid and version) an application.
         * @description The name is unique (409) and cannot change once saved. Roles and elements are listed by
         *     uuid to change their Visible To and external flag; an element with `deleteMe` is removed
         *     (with it, from the app profiles and users that had it). New roles and elements come from
         *     a sync. An empty or missing `dataPassword` / `apiPassword` keeps the stored one.
         *
         */
        post: operations["updateApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the application's roles and elements from its connector and store them.
         * @description `GET {apiHost}/roles` (openapi/connector.yaml). Roles are matched by name and elements by
         *     category and name: new ones are added, existing ones keep their uuid, Visible To and the
         *     profiles that use them; ones the application no longer lists are removed, with them from
         *     the app profiles and users that had them, in one transaction. The built-in User Profile
         *     application has no connector (409).
         *
         */
        post: operations["syncApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/syncAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync every application that has a connector; answers the ones that synced.
         * @description Each application is synced as `/app/sync` does, in parallel; one that fails or times out
         *     is left as it was and is missing from the answer (an empty answer: none synced).
         *
         */
        post: operations["syncAllApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get application. */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        /**
         * Delete application.
         * @description Deletes the application, its roles and elements and the application profiles that use
         *     it (which leave every business profile that had them), in one transaction. The built-in
         *     User Profile application cannot be deleted (409).
         *
         */
        delete: operations["deleteApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/app/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the application profiles visible to the caller (SCO admins too, for the user form). */
        get: operations["listAppProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/app/list/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the application profiles, filtered and sorted, with their total.
         * @description The console's application profile (roles and parameters match and sort by their names joined with ", ") list: one page, filtered (each filter a case-insensitive contains match, `%`, `_` and `\` taken literally), sorted in the console's order (case-insensitive, digits by their numeric value; ties by name, then uuid), with how many match. The same records, and the same Visible To rule, as the unpaged list call, which stays as it is.
         */
        get: operations["listAppProfilePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/app/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The applications an app profile can be made for, with the roles and elements the caller may select (an addition to SPEC). */
        get: operations["listAppProfileApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/app/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get app profile. */
        get: operations["getAppProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/app/{id}/businessProfiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List app profile usages. */
        get: operations["listAppProfileUsages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/app/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update app profile. */
        post: operations["updateAppProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/app/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete app profile. */
        delete: operations["deleteAppProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/business/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the business profiles visible to the caller (SCO admins too, for the user form). */
        get: operations["listBusinessProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/business/list/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the business profiles, filtered and sorted, with their total.
         * @description The console's business profile (each filter takes comma-separated values, any of which counts; `appProfiles` matches the names of its application profiles) list: one page, filtered (each filter a case-insensitive contains match, `%`, `_` and `\` taken literally), sorted in the console's order (case-insensitive, digits by their numeric value; ties by name, then uuid), with how many match. The same records, and the same Visible To rule, as the unpaged list call, which stays as it is.
         */
        get: operations["listBusinessProfilePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/business/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get business profile. */
        get: operations["getBusinessProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/business/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List business profile users. */
        get: operations["listBusinessProfileUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/business/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update business profile. */
        post: operations["updateBusinessProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/business/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete business profile. */
        delete: operations["deleteBusinessProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/visibility/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the visibility profiles visible to the caller (SCO admins too, for the user form). */
        get: operations["listVisibilityProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/visibility/list/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the visibility profiles, filtered and sorted, with their total.
         * @description The console's visibility profile list: one page, filtered (each filter a case-insensitive contains match, `%`, `_` and `\` taken literally), sorted in the console's order (case-insensitive, digits by their numeric value; ties by name, then uuid), with how many match. The same records, and the same Visible To rule, as the unpaged list call, which stays as it is.
         */
        get: operations["listVisibilityProfilePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/visibility/choices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything a visibility profile can select (an addition to SPEC). */
        get: operations["getVisibilityChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/visibility/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get visibility profile. */
        get: operations["getVisibilityProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/visibility/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List visibility profile users. */
        get: operations["listVisibilityProfileUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/visibility/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update visibility profile. */
        post: operations["updateVisibilityProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/visibility/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete visibility profile. */
        delete: operations["deleteVisibilityProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/visibility/sync/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sync all visibility.
         * @description Reads every kind the layout code offers (carriers, clusters, cluster groups, network
         *     groups, NE attributes with NEA, venues with VEN) and the locations from the network
         *     inventory (`openapi/inventory.yaml`), then upserts them by source id in one transaction:
         *     all kinds or nothing. Elements that vanished at the source are removed from the profiles
         *     holding them (README "Network inventory (visibility source)"). The answer is the number
         *     of elements synced. Inventory failures: 504 timed out, 401 the inventory refused the
         *     configured credentials, 444 no response (connection refused or closed), 502 anything else.
         *
         */
        get: operations["syncAllVisibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/visibility/sync/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sync visibility.
         * @description Syncs one kind from the network inventory (upsert by source id, one transaction) and
         *     answers the number of elements synced. `location` is an addition to SPEC (the user form's
         *     locations come from the inventory too). A kind the layout code does not offer
         *     (networkElementAttribute without NEA, venue without VEN) answers 404. Inventory failures
         *     as for `/visibility/sync/all`.
         *
         */
        get: operations["syncVisibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authClient/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List auth clients. */
        get: operations["listAuthClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authClient/list/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the OAuth2 clients, filtered and sorted, with their total.
         * @description The console's OAuth2 client list: one page, filtered (each filter a case-insensitive contains match, `%`, `_` and `\` taken literally), sorted in the console's order (case-insensitive, digits by their numeric value; ties by name, then uuid), with how many match. The same records, and the same Visible To rule, as the unpaged list call, which stays as it is.
         */
        get: operations["listAuthClientPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authClient/get/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get auth client. */
        get: operations["getAuthClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authClient/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update auth client. */
        post: operations["updateAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customerCompany/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer companies for their management screen, sorted by name.
         * @description Selects keep reading `/errigalCustomerCompany/list` (lookups); this list is the management
         *     screen's and carries each company's version.
         *
         */
        get: operations["listManagedCustomerCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customerCompany/list/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the customer companies, filtered by name and sorted, with their total.
         * @description The management screen's list: one page, filtered by a case-insensitive contains match on the name (`%`, `_` and `\` taken literally), sorted by name in the console's order (case-insensitive, digits by their numeric value; ties by uuid), with how many match. The unpaged `/customerCompany/list` stays as it is.
         */
        get: operations["listCustomerCompanyPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customerCompany/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create (no uuid) or rename (uuid and version) a customer company.
         * @description The name is trimmed and unique (409). A rename with a stale version answers 412.
         *
         */
        post: operations["updateCustomerCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customerCompany/{uuid}/usages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What belongs to the company (users, app, business and visibility profiles, application roles and elements). */
        get: operations["getCustomerCompanyUsages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customerCompany/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a customer company. */
        get: operations["getCustomerCompany"];
        put?: never;
        post?: never;
        /**
         * Delete a customer company that nothing belongs to.
         * @description Refused with 409 while any user, profile, application role or element belongs to the
         *     company (the detail lists them; `/customerCompany/{uuid}/usages` gives them in full):
         *     move them to another company or to none first. The database's foreign keys hold the rule,
         *     so a record attached while the delete runs also stops it.
         *
         */
        delete: operations["deleteCustomerCompany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/secondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The second step of a login whose user has a second factor.
         * @description After `authorize` answered `secondFactor` (the password was right), the ticket and a 6-digit code of the user's authenticator app or one of its recovery codes finish the login: the provider session starts and the answer is the redirect with a code. A code is accepted once; a wrong one counts toward the account lockout as a wrong password does, and a ticket dies after 5 tries or 5 minutes.
         */
        post: operations["authorizeSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new authenticator key for a login that MFA_REQUIRED_ROLES sends to enrolment. */
        post: operations["startLoginEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms the login's new key with one code; the provider session starts and the recovery codes are shown once.
         * @description The console then asks `sessionAuthorize` for the code of its authorization request.
         */
        post: operations["confirmLoginEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/secondFactor/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WebAuthn request options for the second step of a login whose user has a passkey.
         * @description A new challenge (single use, two minutes) is kept on the server for this login (its ticket): another login of the same user waiting at once keeps its own. The relying party is PUBLIC_URL's host. Asking again replaces this login's challenge. The authorization page of other OAuth2 clients asks here too, then posts the assertion in its own form.
         */
        post: operations["startPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/secondFactor/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The second step of a login with a passkey's assertion.
         * @description The assertion must answer the challenge the server issued for this login, from PUBLIC_URL's origin, by one of the user's passkeys, with a signature counter above the stored one. Then the provider session starts and the answer is the redirect with a code. A refused assertion counts toward the account lockout as a wrong password does.
         */
        post: operations["authorizePasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/enrolment/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WebAuthn creation options for a login that MFA_REQUIRED_ROLES sends to enrolment (a passkey instead of an app). */
        post: operations["startLoginPasskeyEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/enrolment/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers the login's new passkey; the provider session starts and the recovery codes are shown once. */
        post: operations["confirmLoginPasskeyEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's second factors and how many recovery codes it has left. */
        get: operations["listMyFactors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/factors/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new authenticator key for the caller; it counts once confirmed. */
        post: operations["startTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/factors/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WebAuthn creation options for a new passkey of the caller (single-use challenge, two minutes). */
        post: operations["startPasskeyEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/factors/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers the caller's new passkey under a name; the first factor brings ten recovery codes. */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/factors/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms a new key with one code from it, under a name; the first factor brings ten recovery codes. */
        post: operations["confirmTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/factors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes one of the caller's factors; refused for the last one when MFA_REQUIRED_ROLES names one of its roles.
         * @description With the last factor its recovery codes go too.
         */
        delete: operations["removeFactor"];
        options?: never;
        head?: never;
        /** Renames one of the caller's factors. */
        patch: operations["renameFactor"];
        trace?: never;
    };
    "/account/recoveryCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new set of ten recovery codes for the caller (shown once); the old set dies. */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's active sessions; the one of this request is marked current. */
        get: operations["listMySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions/endOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs the caller out everywhere else (every session but this request's). */
        post: operations["endMyOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions/{sid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends one of the caller's sessions; its tokens stop working at their next request. */
        delete: operations["endMySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's active sessions and how many second factors it has, for an admin who may manage the user. */
        get: operations["listUserSessions"];
        put?: never;
        post?: never;
        /** Ends every session of a user the caller may manage. */
        delete: operations["endUserSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/sessions/{sid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends one session of a user the caller may manage. */
        delete: operations["endUserSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes every second factor and recovery code of another user and ends its sessions (logged). */
        delete: operations["resetUserFactors"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the audit trail, filtered, by time, with the total.
         * @description Entries about the records the caller may see (the record's Visible To at the time of the write): an ADMIN sees entries about ADMIN and SCO_ADMIN records, an SCO_ADMIN only those of its company or of none. Newest first unless `direction` is `asc`.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/events/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One audit entry (404 when the caller may not see its record). */
        get: operations["getAuditEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered audit trail as CSV, streamed, newest first.
         * @description The list's filters and visibility; one row per entry after a header row (`at,actor,address, userAgent,action,recordType,recordUuid,recordName,changes`), the diff as readable text.
         */
        get: operations["exportAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a user can do and see, with the reason for each line.
         * @description Per application the roles and elements its business profile grants through each app profile, the console role it holds, and the visibility its visibility profile gives (the cluster tree expanded to every cluster it sees, with the selected cluster that gives each). 404 when the caller may not see the user, 403 when it may not manage it (as GET /user/{id}).
         */
        get: operations["getUserAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access/holders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the users who hold an application (or one of its roles or elements), or who see a cluster.
         * @description Give `application` (with `role` or `element`, or neither for any access to it), or `cluster` (a user sees it when its visibility profile selects it or a parent of it). Only the users the caller may see; by username.
         */
        get: operations["listAccessHolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access/holders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same holders as CSV, streamed, by username.
         * @description One row per holder after a header row (`username,firstName,lastName,active,businessProfile, visibilityProfile,through`).
         */
        get: operations["exportAccessHolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access/impact/businessProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What saving this business profile would change for its users, without saving it.
         * @description A dry run of the same save as the update (same checks and errors), rolled back: each access line (a role or element in an application, the console role, a cluster or other visibility) that the users the caller may see would gain or lose, with how many.
         */
        post: operations["businessProfileSaveImpact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access/impact/appProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What saving this app profile would change for its users, without saving it.
         * @description A dry run of the same save as the update (same checks and errors), rolled back: each access line (a role or element in an application, the console role, a cluster or other visibility) that the users the caller may see would gain or lose, with how many.
         */
        post: operations["appProfileSaveImpact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access/impact/visibilityProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What saving this visibility profile would change for its users, without saving it.
         * @description A dry run of the same save as the update (same checks and errors), rolled back: each access line (a role or element in an application, the console role, a cluster or other visibility) that the users the caller may see would gain or lose, with how many.
         */
        post: operations["visibilityProfileSaveImpact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livez": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness - the process answers HTTP (it touches nothing else). */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness - the database answers within 2 s and every migration of this server's code is applied. */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this process (text exposition format 0.0.4).
         * @description Counts and latencies labelled by route pattern, status and outcome; no user data. When the server has METRICS_TOKEN set, the call needs it as a bearer token (401 without it); otherwise it is open.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        AuditRecordType: "user" | "application" | "appProfile" | "businessProfile" | "visibilityProfile" | "authClient" | "customerCompany" | "visibilitySync" | "import";
        /** @enum {string} */
        AuditAction: "create" | "update" | "delete" | "clone" | "activate" | "inactivate" | "import" | "push" | "sync" | "syncAll" | "visibilitySync" | "passwordResetSent" | "passwordResetCompleted" | "login" | "loginFailed" | "loginLocked" | "loginSso" | "logout" | "bootstrap" | "factorAdded" | "factorRenamed" | "factorRemoved" | "factorsReset";
        /** @description One field: a value replaced (`from`, `to`) or a list changed (`added`, `removed`). Names, not uuids; secrets only as "changed". */
        AuditChange: {
            field: string;
            from?: string | null;
            to?: string | null;
            added?: string[];
            removed?: string[];
        };
        AuditEvent: {
            /** Format: uuid */
            uuid: string;
            /** Format: date-time */
            at: string;
            /** @description The user who wrote, or `system` (uuid null) for startup and bootstrap; for a failed login, the name typed. */
            actor: {
                /** Format: uuid */
                uuid: string | null;
                username: string;
            };
            address: string | null;
            userAgent: string | null;
            action: components["schemas"]["AuditAction"];
            /** @description The record as named at the time of the write. */
            record: {
                type: components["schemas"]["AuditRecordType"];
                /** Format: uuid */
                uuid: string | null;
                name: string;
            };
            changes: components["schemas"]["AuditChange"][];
            /**
             * Format: uuid
             * @description An import's user entries name the import's entry.
             */
            parentUuid: string | null;
        };
        ProbeStatus: {
            /** @enum {string} */
            status: "ok";
        };
        Problem: {
            type: string;
            title: string;
            status: number;
            detail?: string;
            errors?: {
                field: string;
                message: string;
                line?: number;
            }[];
            failedUpdateApps?: string[];
        };
        /** Format: uuid */
        Uuid: string;
        Text255: string;
        /** @enum {string} */
        RoleName: "ERRIGAL_ADMIN" | "ADMIN" | "SCO_ADMIN";
        MinimumRole: {
            name: components["schemas"]["RoleName"];
        };
        NamedRef: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
        };
        CompanyRef: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
        } | null;
        Location: {
            uuid: components["schemas"]["Uuid"];
            name: components["schemas"]["Text255"];
            latitude?: number | null;
            longitude?: number | null;
        };
        /** @description A user named by uuid; other fields of a listed user are accepted and ignored. */
        UserRef: {
            uuid: components["schemas"]["Uuid"];
            username?: components["schemas"]["Text255"];
            email?: components["schemas"]["Text255"];
            firstName?: components["schemas"]["Text255"];
            lastName?: components["schemas"]["Text255"];
            active?: boolean;
            businessProfile?: components["schemas"]["ProfileRef"];
            visibilityProfile?: components["schemas"]["ProfileRef"];
            minimumRole?: components["schemas"]["MinimumRole"];
            errigalCustomerCompany?: components["schemas"]["CompanyRef"];
            version?: number;
        };
        ProfileRef: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
        } | null;
        /** @enum {string} */
        UserBulkAction: "activate" | "inactivate" | "setBusinessProfile" | "setVisibilityProfile" | "sendPasswordReset";
        UserBulkJobStart: {
            action: components["schemas"]["UserBulkAction"];
            /** @description The business profile (setBusinessProfile) or visibility profile (setVisibilityProfile) to set. */
            profile?: components["schemas"]["UserRef"];
            selection: components["schemas"]["UserBulkSelection"];
        };
        /** @description Either uuids (the rows picked) or filter (every user the list filter matches, on every page). */
        UserBulkSelection: {
            uuids?: components["schemas"]["Uuid"][];
            filter?: components["schemas"]["UserBulkFilter"];
        };
        /** @description The user list's filters, as `GET /user/list/page` takes them. */
        UserBulkFilter: {
            /** @default true */
            active: boolean;
            username?: components["schemas"]["ListFilter"];
            name?: components["schemas"]["ListFilter"];
            email?: components["schemas"]["ListFilter"];
            profile?: components["schemas"]["ListFilter"];
            visibility?: components["schemas"]["ListFilter"];
        };
        UserBulkJob: {
            uuid: components["schemas"]["Uuid"];
            action: components["schemas"]["UserBulkAction"];
            /** @description The profile a set action sets. */
            profileName?: string | null;
            /**
             * @description interrupted when the server stopped mid-job; processed then says where.
             * @enum {string}
             */
            state: "running" | "done" | "interrupted";
            total: number;
            processed: number;
            succeeded: number;
            /** @description The users refused, in selection order (the first 100; the CSV outcome has all). */
            failures: {
                username: string;
                reason: string;
            }[];
            failedCount: number;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt?: string | null;
        };
        ImportPreview: {
            previewId: components["schemas"]["Uuid"];
            totals: components["schemas"]["ImportPreviewTotals"];
            /** @description The first new users (`totals.created` in all). */
            created: components["schemas"]["ImportPreviewLine"][];
            /** @description The first changed users, each changed field with its old and new value (`totals.changed` in all). */
            changed: components["schemas"]["ImportPreviewLine"][];
            unchanged: number;
            /** @description The first refused lines, with the field and the reason (`totals.refused` lines in all). */
            refused: components["schemas"]["ImportPreviewLine"][];
        };
        ImportPreviewTotals: {
            previewId: components["schemas"]["Uuid"];
            /** @description The file lines read so far. */
            lines: number;
            /** @description True once the whole file is read and checked. */
            done: boolean;
            created: number;
            changed: number;
            unchanged: number;
            /** @description Refused lines (a line may have several reasons). */
            refused: number;
            /** @description Present while `POST /user/import/apply` of this preview runs: the users it has written so far. They are written in one transaction, so no other call sees any of them until all are written. */
            applied?: number;
            /** @description Present once the preview is applied: what the apply wrote, committed with the users. A caller whose apply answer was lost learns here whether it was written. */
            outcome?: components["schemas"]["ImportResult"];
        };
        /** @description A new user (line, username), a changed user (line, username, changes) or a refused line (line, field, message). */
        ImportPreviewLine: {
            line: number;
            username?: string;
            changes?: {
                field: string;
                from: string;
                to: string;
            }[];
            field?: string;
            message?: string;
        };
        /** @description A case-insensitive contains match; blank matches everything. */
        ListFilter: string;
        UserListItem: {
            uuid: components["schemas"]["Uuid"];
            username: string;
            email: string;
            firstName: string;
            lastName: string;
            active: boolean;
            businessProfile?: components["schemas"]["ProfileRef"];
            visibilityProfile?: components["schemas"]["ProfileRef"];
            minimumRole: components["schemas"]["MinimumRole"];
            errigalCustomerCompany?: components["schemas"]["CompanyRef"];
            version: number;
        };
        UserElement: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
            label?: components["schemas"]["Text255"];
            category?: components["schemas"]["Text255"];
            actualValue?: string | null;
        };
        BusinessProfileRef: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
            appProfiles?: components["schemas"]["AppProfileRef"][];
        } | null;
        User: {
            uuid?: components["schemas"]["Uuid"];
            username: string;
            /** Format: email */
            email: string;
            firstName: string;
            lastName: string;
            deskPhone?: string | null;
            mobilePhone?: string | null;
            active: boolean;
            location?: components["schemas"]["LocationRef"];
            businessProfile?: components["schemas"]["BusinessProfileRef"];
            visibilityProfile?: components["schemas"]["ProfileRef"];
            minimumRole: components["schemas"]["MinimumRole"];
            errigalCustomerCompany?: components["schemas"]["CompanyRef"];
            elements?: components["schemas"]["UserElement"][];
            clonedId?: components["schemas"]["Uuid"];
            version?: number;
        };
        LocationRef: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
            latitude?: number | null;
            longitude?: number | null;
        } | null;
        UserUpdateBody: {
            user: components["schemas"]["User"];
            /** Format: uuid */
            clonedId?: string | null;
        };
        UserUpdateResult: {
            uuid?: components["schemas"]["Uuid"];
            failedUpdateApps?: string[];
        };
        UserElementConfig: {
            category: string;
            label: string;
            /** @enum {string} */
            type: "DROPDOWN" | "TEXT";
        };
        PullResult: {
            updated: number;
            /** @description The applications that answered, by name. */
            answeredApps: string[];
            /** @description The applications whose call failed or timed out, by name. */
            failedApps: string[];
        };
        ImportResult: {
            created: number;
            updated: number;
        };
        ProfileUser: {
            uuid: components["schemas"]["Uuid"];
            username: string;
            active: boolean;
        };
        Credentials: {
            username: string;
            password: string;
        };
        LoginResult: {
            success: boolean;
        };
        AuthorizeRequest: {
            client_id: string;
            redirect_uri: string;
            scope?: string;
            /** @enum {string} */
            response_type?: "code";
            response_mode?: string;
            /** @description Opaque to the provider, of any length; passed back unchanged with the code. */
            state?: string;
            /** @description Echoed in the ID token. */
            nonce?: string;
            code_challenge: string;
            /**
             * @default S256
             * @enum {string}
             */
            code_challenge_method: "S256";
        };
        AuthorizeBody: {
            credentials: components["schemas"]["Credentials"];
            authorizeRequest: components["schemas"]["AuthorizeRequest"];
            token?: string | null;
        };
        /** @description `redirectUrl` when the login is done; `secondFactor` when the password was right and the user must give a second factor (`enrol` false) or enrol one first (`enrol` true, MFA_REQUIRED_ROLES). */
        AuthorizeResult: {
            redirectUrl?: string;
            secondFactor?: components["schemas"]["SecondFactorChallenge"];
        };
        SecondFactorChallenge: {
            ticket: string;
            enrol: boolean;
            /** @description The kinds of factor the user has (none when it must enrol); a recovery code is always offered. */
            kinds: components["schemas"]["FactorKind"][];
        };
        /** @enum {string} */
        FactorKind: "totp" | "passkey";
        /** @description WebAuthn options as JSON (base64url binary fields), as @simplewebauthn/server makes them and @simplewebauthn/browser takes them. */
        PasskeyOptions: {
            challenge: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The browser's PublicKeyCredential as JSON (RegistrationResponseJSON or AuthenticationResponseJSON), as @simplewebauthn/browser returns it. */
        PasskeyCredential: {
            id: string;
            rawId: string;
            /** @enum {string} */
            type: "public-key";
            response: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        PasskeyLoginBody: {
            ticket: string;
            credential: components["schemas"]["PasskeyCredential"];
        };
        AddPasskeyBody: {
            name: string;
            credential: components["schemas"]["PasskeyCredential"];
        };
        LoginTicket: {
            ticket: string;
        };
        SecondFactorBody: {
            ticket: string;
            /** @description A 6-digit authenticator code or a recovery code. */
            code: string;
        };
        TotpEnrolment: {
            /** Format: uuid */
            factorId: string;
            /** @description The key in base32, for typing into an app. */
            secret: string;
            /** @description otpauth://totp/... (RFC 6238, SHA-1, 6 digits, 30 seconds). */
            otpauthUri: string;
        };
        ConfirmFactorBody: {
            code: string;
            name: string;
        };
        FactorName: {
            name: string;
        };
        RecoveryCodes: {
            recoveryCodes: string[];
        };
        Factor: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["FactorKind"];
            name: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
        };
        MyFactors: {
            factors: components["schemas"]["Factor"][];
            recoveryCodesLeft: number;
            /** @description MFA_REQUIRED_ROLES names one of the caller's roles: the last factor cannot be removed. */
            required: boolean;
        };
        SessionInfo: {
            /** Format: uuid */
            sid: string;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            address: string | null;
            /** @description The browser and system, read from its User-Agent ("Unknown" when it says nothing known). */
            browser: string;
            /** @description The name of the OAuth2 client the session signed in to. */
            client: string | null;
            /** @description The session of this request. */
            current: boolean;
        };
        UserSecurity: {
            sessions: components["schemas"]["SessionInfo"][];
            factorCount: number;
        };
        RedirectResult: {
            redirectUrl: string;
        };
        /** @description RFC 6749 4.1.3 with PKCE. Unknown parameters are ignored (RFC 6749 3.2); a parameter sent without a value counts as not sent. `grant_type` other than `authorization_code` answers `unsupported_grant_type`. */
        TokenRequest: {
            /** @description Required unless the client authenticates by HTTP Basic. */
            client_id?: string;
            code?: string;
            code_verifier?: string;
            grant_type: string;
            /** @description Required when the authorization request named it (at the authorization endpoint), and then the same. */
            redirect_uri?: string;
            /** @description A confidential client's secret (or send it by HTTP Basic in the Authorization header). */
            client_secret?: string;
        } & {
            [key: string]: unknown;
        };
        SsoStart: {
            state: string;
            nonce: string;
        };
        TokenResponse: {
            /** @description An RFC 9068 JWT (`typ: at+jwt`), verifiable against the jwks_uri keys. */
            access_token: string;
            token_type: string;
            expires_in: number;
            scope?: string;
            /** @description With scope `openid` (OpenID Connect Core 3.1.3.3). */
            id_token?: string;
        };
        /** @description RFC 6749 5.2. */
        OAuthError: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "server_error";
            error_description?: string;
        };
        JwkSet: {
            keys: {
                kty: string;
                kid: string;
                use?: string;
                alg?: string;
                n: string;
                e: string;
            }[];
        };
        UserInfo: {
            sub: string;
            preferred_username?: string;
            email?: string;
            name?: string;
            given_name?: string;
            family_name?: string;
        };
        /** @description RFC 8414 and OpenID Connect Discovery 1.0. */
        ProviderMetadata: {
            issuer: string;
            authorization_endpoint: string;
            token_endpoint: string;
            jwks_uri: string;
            userinfo_endpoint?: string;
            scopes_supported?: string[];
            response_types_supported: string[];
            response_modes_supported?: string[];
            grant_types_supported?: string[];
            subject_types_supported?: string[];
            id_token_signing_alg_values_supported?: string[];
            token_endpoint_auth_methods_supported?: string[];
            code_challenge_methods_supported?: string[];
            claims_supported?: string[];
            authorization_response_iss_parameter_supported?: boolean;
        };
        CurrentUser: {
            username: string;
            roles: string[];
            layoutCode?: string;
            defaultMinimumRoleName?: string;
            errigalCustomerCompany?: components["schemas"]["CompanyRef"];
            success: boolean;
        };
        FrontendConfig: {
            propelAuthUrl?: string | null;
            clientId: string;
            envBaseUrl: string;
        };
        StartupConfig: {
            clientId: string;
            layoutCode: string;
            basePath: string;
            /** @description The largest users CSV that `POST /user/import` and its preview accept, in bytes; a larger one is refused with 413. */
            importFileLimitBytes?: number;
            enterpriseSso?: components["schemas"]["EnterpriseSso"];
        };
        /** @description Present only when an external OpenID Connect provider is configured (IDP_* settings). */
        EnterpriseSso: {
            /** @description The provider's authorization endpoint (from its discovery document). */
            authorizeUrl: string;
            clientId: string;
            /** @description The console callback the provider sends the code to. */
            redirectUri: string;
            scope: string;
        };
        ApplicationInfo: {
            gaSiteId?: string;
            username?: string;
            headerUrl?: string;
            headerCss?: string;
            headerConfig?: string;
            headerVersion?: string;
            suiteName?: string;
            appName?: string;
        };
        PasswordResetPayload: {
            token: string;
            password: string;
            rePassword: string;
        };
        ApplicationRole: {
            uuid?: components["schemas"]["Uuid"];
            name: components["schemas"]["Text255"];
            externalRole?: boolean;
            category?: string | null;
            minimumRole?: components["schemas"]["MinimumRole"];
            errigalCustomerCompany?: components["schemas"]["CompanyRef"];
        };
        ApplicationElement: {
            uuid?: components["schemas"]["Uuid"];
            name: components["schemas"]["Text255"];
            externalRole?: boolean;
            category: components["schemas"]["Text255"];
            minimumRole?: components["schemas"]["MinimumRole"];
            errigalCustomerCompany?: components["schemas"]["CompanyRef"];
            deleteMe?: boolean;
        };
        /** @description An application as the API answers it. The settings are there for ERRIGAL_ADMIN only;
         *     the stored passwords never are: `dataPasswordSet` and `apiPasswordSet` say whether one is stored.
         *      */
        Application: {
            uuid: components["schemas"]["Uuid"];
            name: components["schemas"]["Text255"];
            dataUrl?: components["schemas"]["Text255"];
            dataDriverName?: components["schemas"]["Text255"];
            dataUsername?: components["schemas"]["Text255"];
            dataPasswordSet?: boolean;
            apiHost?: components["schemas"]["Text255"];
            /** @enum {string} */
            apiAuthType?: "HTTP_BASIC" | "OAUTH2";
            apiUsername?: components["schemas"]["Text255"];
            apiPasswordSet?: boolean;
            /** @description The console's own application (User Profile); it has no connector and cannot be deleted. */
            builtIn: boolean;
            roles: components["schemas"]["ApplicationRole"][];
            elements: components["schemas"]["ApplicationElement"][];
            version: number;
        };
        /** @description An application to create (no uuid) or update (uuid and version). Passwords are write-only. */
        ApplicationInput: {
            uuid?: components["schemas"]["Uuid"];
            name: components["schemas"]["Text255"];
            dataUrl?: components["schemas"]["Text255"];
            dataDriverName?: components["schemas"]["Text255"];
            dataUsername?: components["schemas"]["Text255"];
            /** @description Empty or missing keeps the stored password. */
            dataPassword?: string;
            apiHost?: components["schemas"]["Text255"];
            /** @enum {string} */
            apiAuthType?: "HTTP_BASIC" | "OAUTH2";
            apiUsername?: components["schemas"]["Text255"];
            /** @description Empty or missing keeps the stored password. */
            apiPassword?: string;
            roles?: components["schemas"]["ApplicationRole"][];
            elements?: components["schemas"]["ApplicationElement"][];
            version?: number;
        };
        /** @description The application to sync, by uuid (its name may come along and is not used). */
        ApplicationSyncRequest: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
        };
        AppProfileRef: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
            application?: components["schemas"]["NamedRef"];
            appUUID?: components["schemas"]["Uuid"];
        };
        AppProfile: {
            uuid?: components["schemas"]["Uuid"];
            name: string;
            description?: string | null;
            minimumRole?: components["schemas"]["MinimumRole"];
            errigalCustomerCompany?: components["schemas"]["CompanyRef"];
            application: components["schemas"]["NamedRef"];
            applicationName?: string;
            roles?: components["schemas"]["ApplicationRole"][];
            elements?: components["schemas"]["ApplicationElement"][];
            version?: number;
        };
        AppProfileApplication: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            roles: components["schemas"]["ApplicationRole"][];
            elements: components["schemas"]["ApplicationElement"][];
        };
        BusinessProfile: {
            uuid?: components["schemas"]["Uuid"];
            name: string;
            description?: string | null;
            minimumRole?: components["schemas"]["MinimumRole"];
            errigalCustomerCompany?: components["schemas"]["CompanyRef"];
            appProfiles: components["schemas"]["AppProfileRef"][];
            version?: number;
        };
        ClusterNode: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            children?: components["schemas"]["ClusterNode"][];
        };
        NamedRefList: components["schemas"]["NamedRef"][];
        VisibilityRef: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
            /** @description The element vanished at the network inventory and is kept only because it is the
             *     primary visibility of a profile that would otherwise have none (README). It is not
             *     offered in the choices; a profile may keep it but not gain it.
             *      */
            retired?: boolean;
        };
        VisibilityRefList: components["schemas"]["VisibilityRef"][];
        PrimaryVisibilityRef: {
            uuid: components["schemas"]["Uuid"];
            name?: components["schemas"]["Text255"];
            retired?: boolean;
        } | null;
        /** @description Either primaryVisibility or at least one network group must be set; the primary must be
         *     one of the clusters and the default cluster group one of the cluster groups. NE
         *     attributes and venues only where the layout code offers them (NEA, VEN).
         *      */
        VisibilityProfile: {
            uuid?: components["schemas"]["Uuid"];
            name: string;
            description?: string | null;
            minimumRole?: components["schemas"]["MinimumRole"];
            errigalCustomerCompany?: components["schemas"]["CompanyRef"];
            primaryVisibility?: components["schemas"]["PrimaryVisibilityRef"];
            defaultClusterGroup?: components["schemas"]["ProfileRef"];
            carriers?: components["schemas"]["VisibilityRefList"];
            clusters?: components["schemas"]["VisibilityRefList"];
            clusterGroups?: components["schemas"]["VisibilityRefList"];
            neAttributes?: components["schemas"]["VisibilityRefList"];
            networkGroups?: components["schemas"]["VisibilityRefList"];
            venues?: components["schemas"]["VisibilityRefList"];
            version?: number;
        };
        VisibilitySet: {
            carriers: components["schemas"]["NamedRefList"];
            clusters: components["schemas"]["ClusterNode"][];
            clusterGroups: components["schemas"]["NamedRefList"];
            neAttributes: components["schemas"]["NamedRefList"];
            networkGroups: components["schemas"]["NamedRefList"];
            venues: components["schemas"]["NamedRefList"];
        };
        SaveResult: {
            uuid: components["schemas"]["Uuid"];
            /** @description Present when the save changed what active users may do in external applications: those
             *     users are being pushed to them in the background (GET /user/push/{id}).
             *      */
            pushJob?: components["schemas"]["UserPushJob"];
        };
        UserPushJob: {
            uuid: components["schemas"]["Uuid"];
            /** @description Users to push. */
            total: number;
            /** @description Users pushed so far, whatever the applications answered. */
            done: number;
            /** @description Users every affected application accepted. */
            updated: number;
            /** @description Applications that failed or timed out for at least one user, by name. */
            failedApps: string[];
            finished: boolean;
        };
        /** @description A registered OAuth2 client of the provider's own authorization flow. A client with a secret
         *     is confidential (it proves the secret at /auth/token); one without is public. The secret
         *     is stored hashed and never returned: `secretSet` tells whether one is stored.
         *      */
        AuthClient: {
            uuid: components["schemas"]["Uuid"];
            /** @description Generated on create; read-only. */
            clientId: string;
            name: string;
            description: string;
            /** @description The one redirect URI the client may use (exact match). */
            allowedRedirectTarget: string;
            secretSet: boolean;
            version: number;
        };
        /** @description Creates a client (no uuid; clientSecret required) or updates one (uuid and the loaded version;
         *     412 when stale). An update without clientSecret, or with an empty one, keeps the stored secret.
         *     allowedRedirectTarget is an absolute http(s) URI without fragment.
         *      */
        AuthClientUpdate: {
            uuid?: components["schemas"]["Uuid"];
            name: string;
            description: string;
            allowedRedirectTarget?: string;
            clientSecret?: string;
            version?: number;
        };
        CustomerCompany: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            version: number;
        };
        CustomerCompanyInput: {
            uuid?: components["schemas"]["Uuid"];
            name: string;
            version?: number;
        };
        CustomerCompanyUser: {
            uuid: components["schemas"]["Uuid"];
            username: string;
            active: boolean;
        };
        CustomerCompanyApplicationItem: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            application: string;
        };
        CustomerCompanyUsages: {
            users: components["schemas"]["CustomerCompanyUser"][];
            appProfiles: components["schemas"]["NamedRef"][];
            businessProfiles: components["schemas"]["NamedRef"][];
            visibilityProfiles: components["schemas"]["NamedRef"][];
            roles: components["schemas"]["CustomerCompanyApplicationItem"][];
            elements: components["schemas"]["CustomerCompanyApplicationItem"][];
        };
        AccessRef: {
            uuid: components["schemas"]["Uuid"];
            name: string;
        };
        AccessOptionalRef: {
            uuid: components["schemas"]["Uuid"];
            name: string;
        } | null;
        /** @description A role or an element, with the app profiles (of the user's business profile) that grant it. */
        AccessGrant: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            /** @description An element's category. */
            category?: string;
            appProfiles: components["schemas"]["AccessRef"][];
        };
        AccessApplication: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            appProfiles: components["schemas"]["AccessRef"][];
            roles: components["schemas"]["AccessGrant"][];
            elements: components["schemas"]["AccessGrant"][];
        };
        /** @description A cluster the user sees, in tree order, with its depth and the selected cluster that gives it (itself when selected). */
        AccessCluster: {
            uuid: components["schemas"]["Uuid"];
            name: string;
            depth: number;
            through: components["schemas"]["AccessRef"];
        };
        AccessVisibility: {
            primaryCluster: components["schemas"]["AccessOptionalRef"];
            clusters: components["schemas"]["AccessCluster"][];
            carriers: components["schemas"]["AccessRef"][];
            clusterGroups: components["schemas"]["AccessRef"][];
            defaultClusterGroup: components["schemas"]["AccessOptionalRef"];
            networkGroups: components["schemas"]["AccessRef"][];
            neAttributes: components["schemas"]["AccessRef"][];
            venues: components["schemas"]["AccessRef"][];
        };
        UserAccess: {
            uuid: components["schemas"]["Uuid"];
            username: string;
            /** @description An inactive user cannot log in. */
            active: boolean;
            businessProfile: components["schemas"]["AccessOptionalRef"];
            visibilityProfile: components["schemas"]["AccessOptionalRef"];
            /** @description The highest console role the business profile grants, through the app profiles of the application User Profile. */
            consoleRole: {
                name: components["schemas"]["RoleName"];
                appProfiles: components["schemas"]["AccessRef"][];
            } | null;
            /** @description The applications (other than User Profile) the business profile grants, by name. */
            applications: components["schemas"]["AccessApplication"][];
            visibility: components["schemas"]["AccessVisibility"];
        };
        AccessHolder: {
            uuid: components["schemas"]["Uuid"];
            username: string;
            firstName: string;
            lastName: string;
            active: boolean;
            businessProfile: components["schemas"]["AccessOptionalRef"];
            visibilityProfile: components["schemas"]["AccessOptionalRef"];
            /** @description Why - the app profiles that grant it, or the selected clusters that give the cluster. */
            through: components["schemas"]["AccessRef"][];
        };
        SaveImpact: {
            /** @description The users of the profile the caller may see. */
            users: number;
            /** @description Each line gained or lost; gains first, then losses, each most users first. */
            changes: {
                /** @enum {string} */
                change: "gain" | "lose";
                /** @description The line, readable: "WRITER in Ticketer", "cluster Cork City". */
                what: string;
                users: number;
            }[];
        };
    };
    responses: {
        /** @description Users the caller may see. */
        UserList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UserListItem"][];
            };
        };
        /** @description The user. */
        OneUser: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["User"];
            };
        };
        /** @description The users as CSV, one row per user after a header row. */
        UserCsv: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/csv": string;
            };
        };
        /** @description The application. */
        OneApplication: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Application"];
            };
        };
        /** @description The users that have this profile, with their active flag. */
        ProfileUsers: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProfileUser"][];
            };
        };
        /** @description The saved record's uuid. */
        Saved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SaveResult"];
            };
        };
        /** @description How many elements were synced. */
        SyncCount: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": number;
            };
        };
        /** @description No valid bearer token, or the network inventory refused the configured credentials
         *     (problem type `urn:userprofile:inventory-unauthorized`).
         *      */
        SyncUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The network inventory gave no response (connection refused, reset or closed). */
        SyncNoResponse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The network inventory answered with an error or with data that does not follow its contract. */
        SyncFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The network inventory did not answer within INVENTORY_TIMEOUT_MS. */
        SyncTimedOut: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An HTML message that replaces the built-in text. */
        HtmlTemplate: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description The request is malformed; `errors` names the fields. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description RFC 6749 5.2 (invalid_request, invalid_grant, unsupported_grant_type). */
        OAuthBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description RFC 6749 5.2 invalid_client, with `WWW-Authenticate`. */
        OAuthUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description No valid bearer token, or wrong credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller's role may not do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such record visible to the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The new password was used before. */
        NotAcceptable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A record with this name already exists. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The record was changed by someone else since it was loaded; reload it. */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many failed logins; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A service outside the product (the mail server) did not take the request. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The application's connector failed or answered something that is not a role catalog. */
        ApplicationUnreachable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The application's connector did not answer within CONNECTOR_TIMEOUT_MS. */
        ApplicationTimedOut: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The customer company. */
        OneCustomerCompany: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CustomerCompany"];
            };
        };
        /** @description Not implemented yet. */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description The application whose holders to list: with `role` or `element`, or alone for any access to it. */
        AccessApplication: string;
        /** @description A role of `application`. */
        AccessRole: string;
        /** @description An element of `application`. */
        AccessElement: string;
        /** @description A cluster whose viewers to list (without `application`). */
        AccessCluster: string;
        /** @description By time; newest first by default. */
        AuditDirection: "asc" | "desc";
        /** @description Who wrote: a username (contains) or the actor's uuid. */
        AuditActor: components["schemas"]["ListFilter"];
        AuditRecordType: components["schemas"]["AuditRecordType"];
        AuditRecordUuid: string;
        AuditAction: components["schemas"]["AuditAction"];
        /** @description Contains, in the record's name, the actor or the diff. */
        AuditText: components["schemas"]["ListFilter"];
        /** @description Entries at or after this time. */
        AuditFrom: string;
        /** @description Entries before this time. */
        AuditTo: string;
        /** @description true for the active users (the default), false for the inactive ones. */
        ListActive: boolean;
        /** @description The page, from 1. */
        ListPage: number;
        /** @description Items a page (the console shows 10). */
        ListSize: number;
        UserFilterUsername: components["schemas"]["ListFilter"];
        /** @description First and last name, as "first last". */
        UserFilterName: components["schemas"]["ListFilter"];
        UserFilterEmail: components["schemas"]["ListFilter"];
        /** @description The business profile name. */
        UserFilterProfile: components["schemas"]["ListFilter"];
        /** @description The visibility profile name. */
        UserFilterVisibility: components["schemas"]["ListFilter"];
        ListDirection: "asc" | "desc";
        Id: string;
        /** @description A session's id (the sid claim of its tokens). */
        Sid: string;
        CompanyUuid: string;
        /** @description The provider's single-sign-on session (HttpOnly), set by a login. */
        SessionCookie: string;
        /** @description Binds an Enterprise SSO login to the browser that began it (startEnterpriseSso; HttpOnly, 10 minutes). */
        SsoCookie: string;
        /** @description Set with the session; the console echoes it in X-XSRF-TOKEN. */
        XsrfCookie: string;
        /** @description Must equal the XSRF-TOKEN cookie when the session cookie is sent. */
        XsrfHeader: string;
        /** @description The ETag of the list the console holds; 304 when it is still current. */
        IfNoneMatch: string;
    };
    requestBodies: {
        UserRef: {
            content: {
                "application/json": components["schemas"]["UserRef"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    formLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description The outcome; on success the provider session cookie is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    authorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorizeBody"];
            };
        };
        responses: {
            /** @description Where to go next (with code and state), or the second factor the login still needs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sessionAuthorize: {
        parameters: {
            query?: never;
            header?: {
                /** @description Must equal the XSRF-TOKEN cookie when the session cookie is sent. */
                "X-XSRF-TOKEN"?: components["parameters"]["XsrfHeader"];
            };
            path?: never;
            cookie?: {
                /** @description The provider's single-sign-on session (HttpOnly), set by a login. */
                up_session?: components["parameters"]["SessionCookie"];
                /** @description Set with the session; the console echoes it in X-XSRF-TOKEN. */
                "XSRF-TOKEN"?: components["parameters"]["XsrfCookie"];
            };
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorizeRequest"];
            };
        };
        responses: {
            /** @description Where to go next, with code and state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exchangeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWK set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwkSet"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's claims. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOpenIdConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderMetadata"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's metadata (the same document as OpenID discovery). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderMetadata"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    logout: {
        parameters: {
            query?: {
                ticket?: string;
            };
            header?: {
                /** @description Must equal the XSRF-TOKEN cookie when the session cookie is sent. */
                "X-XSRF-TOKEN"?: components["parameters"]["XsrfHeader"];
            };
            path?: never;
            cookie?: {
                /** @description The provider's single-sign-on session (HttpOnly), set by a login. */
                up_session?: components["parameters"]["SessionCookie"];
                /** @description Set with the session; the console echoes it in X-XSRF-TOKEN. */
                "XSRF-TOKEN"?: components["parameters"]["XsrfCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description The provider session has ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getFrontendConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Login configuration of the console. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrontendConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getPropelTokenFromCode: {
        parameters: {
            query: {
                code: string;
                code_verifier: string;
                /** @description The state startEnterpriseSso gave this browser. */
                state: string;
            };
            header?: never;
            path?: never;
            cookie?: {
                /** @description Binds an Enterprise SSO login to the browser that began it (startEnterpriseSso; HttpOnly, 10 minutes). */
                up_sso?: components["parameters"]["SsoCookie"];
            };
        };
        requestBody?: never;
        responses: {
            /** @description The access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    startEnterpriseSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state and nonce of this browser's login. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoStart"];
                };
            };
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getStartupConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartupConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getAppInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listActiveUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the list the console holds; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserList"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listInactiveUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the list the console holds; 304 when it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserList"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listUserPage: {
        parameters: {
            query?: {
                /** @description true for the active users (the default), false for the inactive ones. */
                active?: components["parameters"]["ListActive"];
                /** @description The page, from 1. */
                page?: components["parameters"]["ListPage"];
                /** @description Items a page (the console shows 10). */
                size?: components["parameters"]["ListSize"];
                sort?: "username" | "name" | "email" | "profile" | "visibility";
                direction?: components["parameters"]["ListDirection"];
                username?: components["parameters"]["UserFilterUsername"];
                /** @description First and last name, as "first last". */
                name?: components["parameters"]["UserFilterName"];
                email?: components["parameters"]["UserFilterEmail"];
                /** @description The business profile name. */
                profile?: components["parameters"]["UserFilterProfile"];
                /** @description The visibility profile name. */
                visibility?: components["parameters"]["UserFilterVisibility"];
                /** @description false leaves the total out of the answer. Counting every user a broad filter matches takes longer than finding a page of them (about 80 ms against 3 ms for a filter that matches 83,000 of a million users), so the console asks for a filtered page twice at once, without and with its total, and shows the rows as soon as they come. */
                withTotal?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's users and how many users match the filters (unless withTotal is false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserListItem"][];
                        /** @description How many users match; absent when withTotal is false. */
                        total?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listUserBulkJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jobs, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBulkJob"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    startUserBulkJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserBulkJobStart"];
            };
        };
        responses: {
            /** @description The job, started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBulkJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserBulkJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserBulkJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    exportUserBulkJobOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome: a header row, then one row per user in selection order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user element configuration, one entry per category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserElementConfig"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getUserByUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OneUser"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OneUser"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateBody"];
            };
        };
        responses: {
            /** @description The saved user's uuid and the applications that failed to receive it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserUpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    activateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UserRef"];
        responses: {
            200: components["responses"]["UserList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    inactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UserRef"];
        responses: {
            200: components["responses"]["UserList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    pullUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many users were updated and which applications failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PullResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserPushJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The push job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPushJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    importUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    users: string;
                };
            };
        };
        responses: {
            /** @description How many users were created and updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    previewUserImport: {
        parameters: {
            query?: {
                /** @description The id the new preview gets; a new random id when absent. */
                previewId?: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    users: string;
                };
            };
        };
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["BadRequest"];
        };
    };
    getUserImportPreviewProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                previewId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportPreviewTotals"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listUserImportPreviewLines: {
        parameters: {
            query: {
                kind: "created" | "changed" | "refused";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                previewId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ImportPreviewLine"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    applyUserImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    previewId: components["schemas"]["Uuid"];
                };
            };
        };
        responses: {
            /** @description How many users were created and updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    exportAllUsers: {
        parameters: {
            query?: {
                username?: components["parameters"]["UserFilterUsername"];
                /** @description First and last name, as "first last". */
                name?: components["parameters"]["UserFilterName"];
                email?: components["parameters"]["UserFilterEmail"];
                /** @description The business profile name. */
                profile?: components["parameters"]["UserFilterProfile"];
                /** @description The visibility profile name. */
                visibility?: components["parameters"]["UserFilterVisibility"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserCsv"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportActiveUsers: {
        parameters: {
            query?: {
                username?: components["parameters"]["UserFilterUsername"];
                /** @description First and last name, as "first last". */
                name?: components["parameters"]["UserFilterName"];
                email?: components["parameters"]["UserFilterEmail"];
                /** @description The business profile name. */
                profile?: components["parameters"]["UserFilterProfile"];
                /** @description The visibility profile name. */
                visibility?: components["parameters"]["UserFilterVisibility"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserCsv"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportInactiveUsers: {
        parameters: {
            query?: {
                username?: components["parameters"]["UserFilterUsername"];
                /** @description First and last name, as "first last". */
                name?: components["parameters"]["UserFilterName"];
                email?: components["parameters"]["UserFilterEmail"];
                /** @description The business profile name. */
                profile?: components["parameters"]["UserFilterProfile"];
                /** @description The visibility profile name. */
                visibility?: components["parameters"]["UserFilterVisibility"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserCsv"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UserRef"];
        responses: {
            /** @description The mail was sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Accepted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    verifyPasswordToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token's username, empty when the token is invalid or expired. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetPayload"];
            };
        };
        responses: {
            /** @description The password was changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            406: components["responses"]["NotAcceptable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getPasswordSentTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HtmlTemplate"];
            /** @description No template is configured; the console shows its built-in text. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getPasswordCompleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HtmlTemplate"];
            /** @description No template is configured; the console shows its built-in text. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Locations sorted by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cluster tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClusterNode"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listCustomerCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Customer companies the caller may see, sorted by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamedRef"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Applications the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listApplicationPage: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["ListPage"];
                /** @description Items a page (the console shows 10). */
                size?: components["parameters"]["ListSize"];
                sort?: "name" | "roles" | "elements";
                direction?: components["parameters"]["ListDirection"];
                name?: components["schemas"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's records and how many match the filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Application"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationInput"];
            };
        };
        responses: {
            200: components["responses"]["OneApplication"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    syncApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationSyncRequest"];
            };
        };
        responses: {
            200: components["responses"]["OneApplication"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["ApplicationUnreachable"];
            504: components["responses"]["ApplicationTimedOut"];
        };
    };
    syncAllApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications that synced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OneApplication"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with the application profiles that use it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listAppProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Application profiles the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppProfile"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAppProfilePage: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["ListPage"];
                /** @description Items a page (the console shows 10). */
                size?: components["parameters"]["ListSize"];
                sort?: "name" | "description" | "application" | "roles" | "parameters";
                direction?: components["parameters"]["ListDirection"];
                name?: components["schemas"]["ListFilter"];
                description?: components["schemas"]["ListFilter"];
                application?: components["schemas"]["ListFilter"];
                roles?: components["schemas"]["ListFilter"];
                parameters?: components["schemas"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's records and how many match the filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AppProfile"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAppProfileApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Applications by name, each with its roles and elements visible to the caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppProfileApplication"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAppProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAppProfileUsages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business profiles that use this application profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamedRef"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAppProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppProfile"];
            };
        };
        responses: {
            200: components["responses"]["Saved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            501: components["responses"]["NotImplemented"];
        };
    };
    deleteAppProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listBusinessProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Business profiles the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfile"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listBusinessProfilePage: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["ListPage"];
                /** @description Items a page (the console shows 10). */
                size?: components["parameters"]["ListSize"];
                sort?: "name" | "description";
                direction?: components["parameters"]["ListDirection"];
                name?: components["schemas"]["ListFilter"];
                description?: components["schemas"]["ListFilter"];
                appProfiles?: components["schemas"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's records and how many match the filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["BusinessProfile"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listBusinessProfileUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProfileUsers"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessProfile"];
            };
        };
        responses: {
            200: components["responses"]["Saved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            501: components["responses"]["NotImplemented"];
        };
    };
    deleteBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; its users lose it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listVisibilityProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Visibility profiles the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilityProfile"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listVisibilityProfilePage: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["ListPage"];
                /** @description Items a page (the console shows 10). */
                size?: components["parameters"]["ListSize"];
                sort?: "name" | "description";
                direction?: components["parameters"]["ListDirection"];
                name?: components["schemas"]["ListFilter"];
                description?: components["schemas"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's records and how many match the filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["VisibilityProfile"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getVisibilityChoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visibility set, each list sorted by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilitySet"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getVisibilityProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visibility profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilityProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listVisibilityProfileUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProfileUsers"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateVisibilityProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisibilityProfile"];
            };
        };
        responses: {
            200: components["responses"]["Saved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    deleteVisibilityProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; its users lose it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    syncAllVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SyncCount"];
            401: components["responses"]["SyncUnauthorized"];
            403: components["responses"]["Forbidden"];
            444: components["responses"]["SyncNoResponse"];
            502: components["responses"]["SyncFailed"];
            504: components["responses"]["SyncTimedOut"];
        };
    };
    syncVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "carrier" | "cluster" | "clusterGroup" | "networkGroup" | "networkElementAttribute" | "venue" | "location";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SyncCount"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SyncUnauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            444: components["responses"]["SyncNoResponse"];
            502: components["responses"]["SyncFailed"];
            504: components["responses"]["SyncTimedOut"];
        };
    };
    listAuthClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OAuth2 clients (secrets are never returned). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthClient"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAuthClientPage: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["ListPage"];
                /** @description Items a page (the console shows 10). */
                size?: components["parameters"]["ListSize"];
                sort?: "name" | "allowedRedirectTarget" | "description";
                direction?: components["parameters"]["ListDirection"];
                name?: components["schemas"]["ListFilter"];
                allowedRedirectTarget?: components["schemas"]["ListFilter"];
                description?: components["schemas"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's records and how many match the filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AuthClient"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAuthClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OAuth2 client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthClient"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAuthClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthClientUpdate"];
            };
        };
        responses: {
            200: components["responses"]["Saved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    listManagedCustomerCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every customer company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCompany"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listCustomerCompanyPage: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["ListPage"];
                /** @description Items a page (the console shows 10). */
                size?: components["parameters"]["ListSize"];
                sort?: "name";
                direction?: components["parameters"]["ListDirection"];
                name?: components["schemas"]["ListFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's companies and how many match the filter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CustomerCompany"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateCustomerCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCompanyInput"];
            };
        };
        responses: {
            200: components["responses"]["OneCustomerCompany"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getCustomerCompanyUsages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["parameters"]["CompanyUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything that names the company as its Visible To company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCompanyUsages"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomerCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["parameters"]["CompanyUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OneCustomerCompany"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCustomerCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["parameters"]["CompanyUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    authorizeSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorBody"];
            };
        };
        responses: {
            /** @description Where to go next, with code and state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    startLoginEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginTicket"];
            };
        };
        responses: {
            /** @description The key, as text and as the otpauth URI its QR code shows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    confirmLoginEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorBody"];
            };
        };
        responses: {
            /** @description The ten recovery codes, shown once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    startPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginTicket"];
            };
        };
        responses: {
            /** @description Options for navigator.credentials.get (PublicKeyCredentialRequestOptionsJSON). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    authorizePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyLoginBody"];
            };
        };
        responses: {
            /** @description Where to go next, with code and state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    startLoginPasskeyEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginTicket"];
            };
        };
        responses: {
            /** @description Options for navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    confirmLoginPasskeyEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyLoginBody"];
            };
        };
        responses: {
            /** @description The ten recovery codes, shown once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listMyFactors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The factors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyFactors"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    startTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, as text and as the otpauth URI its QR code shows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    startPasskeyEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Options for navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddPasskeyBody"];
            };
        };
        responses: {
            /** @description New recovery codes (shown once), or none when the caller already has a set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    confirmTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmFactorBody"];
            };
        };
        responses: {
            /** @description New recovery codes (shown once), or none when the caller already has a set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    removeFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    renameFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FactorName"];
            };
        };
        responses: {
            /** @description The factor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Factor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listMySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions, most recently seen first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionInfo"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    endMyOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    endMySession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A session's id (the sid claim of its tokens). */
                sid: components["parameters"]["Sid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions and the factor count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSecurity"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    endUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    endUserSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description A session's id (the sid claim of its tokens). */
                sid: components["parameters"]["Sid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    resetUserFactors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["ListPage"];
                /** @description Items a page (the console shows 10). */
                size?: components["parameters"]["ListSize"];
                /** @description By time; newest first by default. */
                direction?: components["parameters"]["AuditDirection"];
                /** @description Who wrote: a username (contains) or the actor's uuid. */
                actor?: components["parameters"]["AuditActor"];
                recordType?: components["parameters"]["AuditRecordType"];
                recordUuid?: components["parameters"]["AuditRecordUuid"];
                action?: components["parameters"]["AuditAction"];
                /** @description Contains, in the record's name, the actor or the diff. */
                text?: components["parameters"]["AuditText"];
                /** @description Entries at or after this time. */
                from?: components["parameters"]["AuditFrom"];
                /** @description Entries before this time. */
                to?: components["parameters"]["AuditTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's entries and how many entries match the filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AuditEvent"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAuditEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: components["parameters"]["CompanyUuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportAuditEvents: {
        parameters: {
            query?: {
                /** @description Who wrote: a username (contains) or the actor's uuid. */
                actor?: components["parameters"]["AuditActor"];
                recordType?: components["parameters"]["AuditRecordType"];
                recordUuid?: components["parameters"]["AuditRecordUuid"];
                action?: components["parameters"]["AuditAction"];
                /** @description Contains, in the record's name, the actor or the diff. */
                text?: components["parameters"]["AuditText"];
                /** @description Entries at or after this time. */
                from?: components["parameters"]["AuditFrom"];
                /** @description Entries before this time. */
                to?: components["parameters"]["AuditTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's effective access. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccess"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAccessHolders: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: components["parameters"]["ListPage"];
                /** @description Items a page (the console shows 10). */
                size?: components["parameters"]["ListSize"];
                /** @description The application whose holders to list: with `role` or `element`, or alone for any access to it. */
                application?: components["parameters"]["AccessApplication"];
                /** @description A role of `application`. */
                role?: components["parameters"]["AccessRole"];
                /** @description An element of `application`. */
                element?: components["parameters"]["AccessElement"];
                /** @description A cluster whose viewers to list (without `application`). */
                cluster?: components["parameters"]["AccessCluster"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's holders and how many users hold it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AccessHolder"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportAccessHolders: {
        parameters: {
            query?: {
                /** @description The application whose holders to list: with `role` or `element`, or alone for any access to it. */
                application?: components["parameters"]["AccessApplication"];
                /** @description A role of `application`. */
                role?: components["parameters"]["AccessRole"];
                /** @description An element of `application`. */
                element?: components["parameters"]["AccessElement"];
                /** @description A cluster whose viewers to list (without `application`). */
                cluster?: components["parameters"]["AccessCluster"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The holders as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    businessProfileSaveImpact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessProfile"];
            };
        };
        responses: {
            /** @description The change for users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveImpact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    appProfileSaveImpact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppProfile"];
            };
        };
        responses: {
            /** @description The change for users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveImpact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    visibilityProfileSaveImpact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisibilityProfile"];
            };
        };
        responses: {
            /** @description The change for users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveImpact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProbeStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProbeStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Not ready; `detail` says why (the database does not answer, or migrations are pending). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
}

/** The operationIds of each tag (one tag per feature). */
export interface OperationsByTag {
  session: "formLogin" | "authorize" | "sessionAuthorize" | "exchangeToken" | "getJwks" | "getUserInfo" | "getOpenIdConfiguration" | "getAuthorizationServerMetadata" | "logout" | "getFrontendConfig" | "getPropelTokenFromCode" | "startEnterpriseSso" | "getMe" | "getStartupConfig" | "getAppInfo" | "authorizeSecondFactor" | "startLoginEnrolment" | "confirmLoginEnrolment" | "startPasskeyLogin" | "authorizePasskey" | "startLoginPasskeyEnrolment" | "confirmLoginPasskeyEnrolment";
  users: "listActiveUsers" | "listInactiveUsers" | "listUserPage" | "listUserBulkJobs" | "startUserBulkJob" | "getUserBulkJob" | "exportUserBulkJobOutcome" | "getUserConfig" | "getUserByUsername" | "getUser" | "updateUser" | "activateUser" | "inactivateUser" | "pullUsers" | "getUserPushJob" | "importUsers" | "previewUserImport" | "getUserImportPreviewProgress" | "listUserImportPreviewLines" | "applyUserImport" | "exportAllUsers" | "exportActiveUsers" | "exportInactiveUsers";
  password: "sendPasswordReset" | "forgotPassword" | "verifyPasswordToken" | "updatePassword" | "getPasswordSentTemplate" | "getPasswordCompleteTemplate";
  lookups: "listLocations" | "listClusters" | "listCustomerCompanies";
  applications: "listApplications" | "listApplicationPage" | "updateApplication" | "syncApplication" | "syncAllApplications" | "getApplication" | "deleteApplication";
  appProfiles: "listAppProfiles" | "listAppProfilePage" | "listAppProfileApplications" | "getAppProfile" | "listAppProfileUsages" | "updateAppProfile" | "deleteAppProfile";
  businessProfiles: "listBusinessProfiles" | "listBusinessProfilePage" | "getBusinessProfile" | "listBusinessProfileUsers" | "updateBusinessProfile" | "deleteBusinessProfile";
  visibilityProfiles: "listVisibilityProfiles" | "listVisibilityProfilePage" | "getVisibilityChoices" | "getVisibilityProfile" | "listVisibilityProfileUsers" | "updateVisibilityProfile" | "deleteVisibilityProfile" | "syncAllVisibility" | "syncVisibility";
  authClients: "listAuthClients" | "listAuthClientPage" | "getAuthClient" | "updateAuthClient";
  customerCompanies: "listManagedCustomerCompanies" | "listCustomerCompanyPage" | "updateCustomerCompany" | "getCustomerCompanyUsages" | "getCustomerCompany" | "deleteCustomerCompany";
  account: "listMyFactors" | "startTotpEnrolment" | "startPasskeyEnrolment" | "addPasskey" | "confirmTotpEnrolment" | "removeFactor" | "renameFactor" | "regenerateRecoveryCodes" | "listMySessions" | "endMyOtherSessions" | "endMySession";
  userSessions: "listUserSessions" | "endUserSessions" | "endUserSession" | "resetUserFactors";
  audit: "listAuditEvents" | "getAuditEvent" | "exportAuditEvents";
  access: "getUserAccess" | "listAccessHolders" | "exportAccessHolders" | "businessProfileSaveImpact" | "appProfileSaveImpact" | "visibilityProfileSaveImpact";
  operations: "getLiveness" | "getReadiness" | "getMetrics";
}
