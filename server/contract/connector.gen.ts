/* eslint-disable */
// Generated from openapi/connector.yaml by scripts/gen-server-types.js. Do not edit.

export interface paths {
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application's roles and elements.
         * @description Read by the console's application sync.
         */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The users the application knows.
         * @description Read by the console's Pull User Info; see the pull rule in the description above.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Receive a user saved in the console.
         * @description Sent after a user is saved, activated or inactivated in the console, to each application
         *     its business profile grants. The application creates the user or replaces what it has;
         *     `roles` and `elements` are the whole set the user has in this application.
         *
         */
        put: operations["putUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A client-credentials token (OAUTH2 applications only). */
        post: operations["issueToken"];
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
        Username: string;
        Role: {
            name: string;
            category?: string | null;
        };
        Element: {
            name: string;
            /** @description The element category, e.g. NOVA_NOVA_TREE (the default tree). */
            category: string;
        };
        RoleCatalog: {
            roles: components["schemas"]["Role"][];
            elements: components["schemas"]["Element"][];
        };
        AssignedElement: {
            name: string;
            category: string;
            /** @description The user's actual value for the element, when it has one. */
            value?: string | null;
        };
        PushedUser: {
            username: components["schemas"]["Username"];
            /** Format: email */
            email: string;
            firstName: string;
            lastName: string;
            deskPhone?: string | null;
            mobilePhone?: string | null;
            active: boolean;
            /** @description Names of the roles the user's app profile grants in this application. */
            roles: string[];
            elements: components["schemas"]["AssignedElement"][];
        };
        KnownUser: {
            username: components["schemas"]["Username"];
            email?: string | null;
            firstName?: string | null;
            lastName?: string | null;
            deskPhone?: string | null;
            mobilePhone?: string | null;
            active?: boolean;
        };
        /** @description An access token response as RFC 6749 section 5.1 gives it. */
        Token: {
            access_token: string;
            /** @description Bearer, in any case (RFC 6749 section 7.1). */
            token_type: string;
            /** @description Seconds until the token expires; without it the console keeps the token for 300 seconds. */
            expires_in?: number;
        };
        Error: {
            message: string;
        };
    };
    responses: {
        /** @description Missing or wrong credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every role and element the application offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleCatalog"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every user the application knows, with what it knows of them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnownUser"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    putUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: components["schemas"]["Username"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushedUser"];
            };
        };
        responses: {
            /** @description The application has the user. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The application refuses the user. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    issueToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    grant_type: "client_credentials";
                    client_id: string;
                    client_secret: string;
                };
            };
        };
        responses: {
            /** @description A bearer token for the other calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
}
