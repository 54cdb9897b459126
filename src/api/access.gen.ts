import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["access"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getUserAccess: build.query<GetUserAccessApiResponse, GetUserAccessApiArg>(
        {
          query: (queryArg) => ({ url: `/user/${queryArg.id}/access` }),
          providesTags: ["access"],
        },
      ),
      listAccessHolders: build.query<
        ListAccessHoldersApiResponse,
        ListAccessHoldersApiArg
      >({
        query: (queryArg) => ({
          url: `/access/holders`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            application: queryArg.application,
            role: queryArg.role,
            element: queryArg.element,
            cluster: queryArg.cluster,
          },
        }),
        providesTags: ["access"],
      }),
      exportAccessHolders: build.query<
        ExportAccessHoldersApiResponse,
        ExportAccessHoldersApiArg
      >({
        query: (queryArg) => ({
          url: `/access/holders/export`,
          params: {
            application: queryArg.application,
            role: queryArg.role,
            element: queryArg.element,
            cluster: queryArg.cluster,
          },
        }),
        providesTags: ["access"],
      }),
      businessProfileSaveImpact: build.mutation<
        BusinessProfileSaveImpactApiResponse,
        BusinessProfileSaveImpactApiArg
      >({
        query: (queryArg) => ({
          url: `/access/impact/businessProfile`,
          method: "POST",
          body: queryArg.businessProfile,
        }),
        invalidatesTags: ["access"],
      }),
      appProfileSaveImpact: build.mutation<
        AppProfileSaveImpactApiResponse,
        AppProfileSaveImpactApiArg
      >({
        query: (queryArg) => ({
          url: `/access/impact/appProfile`,
          method: "POST",
          body: queryArg.appProfile,
        }),
        invalidatesTags: ["access"],
      }),
      visibilityProfileSaveImpact: build.mutation<
        VisibilityProfileSaveImpactApiResponse,
        VisibilityProfileSaveImpactApiArg
      >({
        query: (queryArg) => ({
          url: `/access/impact/visibilityProfile`,
          method: "POST",
          body: queryArg.visibilityProfile,
        }),
        invalidatesTags: ["access"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type GetUserAccessApiResponse =
  /** status 200 The user's effective access. */ UserAccess;
export type GetUserAccessApiArg = {
  id: string;
};
export type ListAccessHoldersApiResponse =
  /** status 200 The page's holders and how many users hold it. */ {
    items: AccessHolder[];
    total: number;
  };
export type ListAccessHoldersApiArg = {
  /** The page, from 1. */
  page?: number;
  /** Items a page (the console shows 10). */
  size?: number;
  /** The application whose holders to list: with `role` or `element`, or alone for any access to it. */
  application?: string;
  /** A role of `application`. */
  role?: string;
  /** An element of `application`. */
  element?: string;
  /** A cluster whose viewers to list (without `application`). */
  cluster?: string;
};
export type ExportAccessHoldersApiResponse =
  /** status 200 The holders as CSV. */ string;
export type ExportAccessHoldersApiArg = {
  /** The application whose holders to list: with `role` or `element`, or alone for any access to it. */
  application?: string;
  /** A role of `application`. */
  role?: string;
  /** An element of `application`. */
  element?: string;
  /** A cluster whose viewers to list (without `application`). */
  cluster?: string;
};
export type BusinessProfileSaveImpactApiResponse =
  /** status 200 The change for users. */ SaveImpact;
export type BusinessProfileSaveImpactApiArg = {
  businessProfile: BusinessProfile;
};
export type AppProfileSaveImpactApiResponse =
  /** status 200 The change for users. */ SaveImpact;
export type AppProfileSaveImpactApiArg = {
  appProfile: AppProfile;
};
export type VisibilityProfileSaveImpactApiResponse =
  /** status 200 The change for users. */ SaveImpact;
export type VisibilityProfileSaveImpactApiArg = {
  visibilityProfile: VisibilityProfile;
};
export type Uuid = string;
export type AccessOptionalRef = {
  uuid: Uuid;
  name: string;
} | null;
export type RoleName = "ERRIGAL_ADMIN" | "ADMIN" | "SCO_ADMIN";
export type AccessRef = {
  uuid: Uuid;
  name: string;
};
export type AccessGrant = {
  uuid: Uuid;
  name: string;
  /** An element's category. */
  category?: string;
  appProfiles: AccessRef[];
};
export type AccessApplication = {
  uuid: Uuid;
  name: string;
  appProfiles: AccessRef[];
  roles: AccessGrant[];
  elements: AccessGrant[];
};
export type AccessCluster = {
  uuid: Uuid;
  name: string;
  depth: number;
  through: AccessRef;
};
export type AccessVisibility = {
  primaryCluster: AccessOptionalRef;
  clusters: AccessCluster[];
  carriers: AccessRef[];
  clusterGroups: AccessRef[];
  defaultClusterGroup: AccessOptionalRef;
  networkGroups: AccessRef[];
  neAttributes: AccessRef[];
  venues: AccessRef[];
};
export type UserAccess = {
  uuid: Uuid;
  username: string;
  /** An inactive user cannot log in. */
  active: boolean;
  businessProfile: AccessOptionalRef;
  visibilityProfile: AccessOptionalRef;
  /** The highest console role the business profile grants, through the app profiles of the application User Profile. */
  consoleRole: {
    name: RoleName;
    appProfiles: AccessRef[];
  } | null;
  /** The applications (other than User Profile) the business profile grants, by name. */
  applications: AccessApplication[];
  visibility: AccessVisibility;
};
export type Problem = {
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
export type AccessHolder = {
  uuid: Uuid;
  username: string;
  firstName: string;
  lastName: string;
  active: boolean;
  businessProfile: AccessOptionalRef;
  visibilityProfile: AccessOptionalRef;
  /** Why - the app profiles that grant it, or the selected clusters that give the cluster. */
  through: AccessRef[];
};
export type SaveImpact = {
  /** The users of the profile the caller may see. */
  users: number;
  /** Each line gained or lost; gains first, then losses, each most users first. */
  changes: {
    change: "gain" | "lose";
    /** The line, readable: "WRITER in Ticketer", "cluster Cork City". */
    what: string;
    users: number;
  }[];
};
export type MinimumRole = {
  name: RoleName;
};
export type Text255 = string;
export type CompanyRef = {
  uuid: Uuid;
  name?: Text255;
} | null;
export type NamedRef = {
  uuid: Uuid;
  name?: Text255;
};
export type AppProfileRef = {
  uuid: Uuid;
  name?: Text255;
  application?: NamedRef;
  appUUID?: Uuid;
};
export type BusinessProfile = {
  uuid?: Uuid;
  name: string;
  description?: string | null;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  appProfiles: AppProfileRef[];
  version?: number;
};
export type ApplicationRole = {
  uuid?: Uuid;
  name: Text255;
  externalRole?: boolean;
  category?: string | null;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
};
export type ApplicationElement = {
  uuid?: Uuid;
  name: Text255;
  externalRole?: boolean;
  category: Text255;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  deleteMe?: boolean;
};
export type AppProfile = {
  uuid?: Uuid;
  name: string;
  description?: string | null;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  application: NamedRef;
  applicationName?: string;
  roles?: ApplicationRole[];
  elements?: ApplicationElement[];
  version?: number;
};
export type PrimaryVisibilityRef = {
  uuid: Uuid;
  name?: Text255;
  retired?: boolean;
} | null;
export type ProfileRef = {
  uuid: Uuid;
  name?: Text255;
} | null;
export type VisibilityRef = {
  uuid: Uuid;
  name?: Text255;
  /** The element vanished at the network inventory and is kept only because it is the
    primary visibility of a profile that would otherwise have none (README). It is not
    offered in the choices; a profile may keep it but not gain it.
     */
  retired?: boolean;
};
export type VisibilityRefList = VisibilityRef[];
export type VisibilityProfile = {
  uuid?: Uuid;
  name: string;
  description?: string | null;
  minimumRole?: MinimumRole;
  errigalCustomerCompany?: CompanyRef;
  primaryVisibility?: PrimaryVisibilityRef;
  defaultClusterGroup?: ProfileRef;
  carriers?: VisibilityRefList;
  clusters?: VisibilityRefList;
  clusterGroups?: VisibilityRefList;
  neAttributes?: VisibilityRefList;
  networkGroups?: VisibilityRefList;
  venues?: VisibilityRefList;
  version?: number;
};
export const {
  useGetUserAccessQuery,
  useListAccessHoldersQuery,
  useExportAccessHoldersQuery,
  useBusinessProfileSaveImpactMutation,
  useAppProfileSaveImpactMutation,
  useVisibilityProfileSaveImpactMutation,
} = injectedRtkApi;
