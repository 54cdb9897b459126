/* eslint-disable */
// Generated from openapi/inventory.yaml by scripts/gen-server-types.js. Do not edit.

export interface paths {
    "/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The carriers (mobile network operators). */
        get: operations["listCarriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cluster tree, flat: each cluster names its parent (null for a root). */
        get: operations["listClusters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cluster-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cluster groups. */
        get: operations["listClusterGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/network-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The network groups. */
        get: operations["listNetworkGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/network-element-attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The network element attributes (offered by the console only with layout code NEA). */
        get: operations["listNetworkElementAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The venues (offered by the console only with layout code VEN). */
        get: operations["listVenues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The locations users can be placed at (the user form's location select). */
        get: operations["listLocations"];
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
        /** @description The inventory's stable identifier, unique within its kind. */
        Id: string;
        /** @description Not blank; leading and trailing spaces are dropped. */
        Name: string;
        Element: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
        };
        Cluster: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
            /** @description The id of the parent cluster; null for a root of the tree. */
            parentId: string | null;
        };
        Location: {
            id: components["schemas"]["Id"];
            /** @description Unique among the locations. */
            name: components["schemas"]["Name"];
            latitude?: number | null;
            longitude?: number | null;
        };
        Error: {
            message: string;
        };
    };
    responses: {
        /** @description Missing or wrong credentials; the console answers its caller 401. */
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
    listCarriers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every one the inventory holds, in any order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Element"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Unauthorized"];
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
            /** @description Every one the inventory holds, in any order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cluster"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Unauthorized"];
        };
    };
    listClusterGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every one the inventory holds, in any order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Element"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Unauthorized"];
        };
    };
    listNetworkGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every one the inventory holds, in any order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Element"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Unauthorized"];
        };
    };
    listNetworkElementAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every one the inventory holds, in any order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Element"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Unauthorized"];
        };
    };
    listVenues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every one the inventory holds, in any order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Element"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Unauthorized"];
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
            /** @description Every one the inventory holds, in any order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Unauthorized"];
        };
    };
}
