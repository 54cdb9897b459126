import { emptyApi as api } from "./emptyApi";
export const addTagTypes = ["customerCompanies"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listManagedCustomerCompanies: build.query<
        ListManagedCustomerCompaniesApiResponse,
        ListManagedCustomerCompaniesApiArg
      >({
        query: () => ({ url: `/customerCompany/list` }),
        providesTags: ["customerCompanies"],
      }),
      listCustomerCompanyPage: build.query<
        ListCustomerCompanyPageApiResponse,
        ListCustomerCompanyPageApiArg
      >({
        query: (queryArg) => ({
          url: `/customerCompany/list/page`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            sort: queryArg.sort,
            direction: queryArg.direction,
            name: queryArg.name,
          },
        }),
        providesTags: ["customerCompanies"],
      }),
      updateCustomerCompany: build.mutation<
        UpdateCustomerCompanyApiResponse,
        UpdateCustomerCompanyApiArg
      >({
        query: (queryArg) => ({
          url: `/customerCompany/update`,
          method: "POST",
          body: queryArg.customerCompanyInput,
        }),
        invalidatesTags: ["customerCompanies"],
      }),
      getCustomerCompanyUsages: build.query<
        GetCustomerCompanyUsagesApiResponse,
        GetCustomerCompanyUsagesApiArg
      >({
        query: (queryArg) => ({
          url: `/customerCompany/${queryArg.uuid}/usages`,
        }),
        providesTags: ["customerCompanies"],
      }),
      getCustomerCompany: build.query<
        GetCustomerCompanyApiResponse,
        GetCustomerCompanyApiArg
      >({
        query: (queryArg) => ({ url: `/customerCompany/${queryArg.uuid}` }),
        providesTags: ["customerCompanies"],
      }),
      deleteCustomerCompany: build.mutation<
        DeleteCustomerCompanyApiResponse,
        DeleteCustomerCompanyApiArg
      >({
        query: (queryArg) => ({
          url: `/customerCompany/${queryArg.uuid}`,
          method: "DELETE",
        }),
        invalidatesTags: ["customerCompanies"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListManagedCustomerCompaniesApiResponse =
  /** status 200 Every customer company. */ CustomerCompany[];
export type ListManagedCustomerCompaniesApiArg = void;
export type ListCustomerCompanyPageApiResponse =
  /** status 200 The page's companies and how many match the filter. */ {
    items: CustomerCompany[];
    total: number;
  };
export type ListCustomerCompanyPageApiArg = {
  /** The page, from 1. */
  page?: number;
  /** Items a page (the console shows 10). */
  size?: number;
  sort?: "name";
  direction?: "asc" | "desc";
  name?: ListFilter;
};
export type UpdateCustomerCompanyApiResponse =
  /** status 200 The customer company. */ CustomerCompany;
export type UpdateCustomerCompanyApiArg = {
  customerCompanyInput: CustomerCompanyInput;
};
export type GetCustomerCompanyUsagesApiResponse =
  /** status 200 Everything that names the company as its Visible To company. */ CustomerCompanyUsages;
export type GetCustomerCompanyUsagesApiArg = {
  uuid: string;
};
export type GetCustomerCompanyApiResponse =
  /** status 200 The customer company. */ CustomerCompany;
export type GetCustomerCompanyApiArg = {
  uuid: string;
};
export type DeleteCustomerCompanyApiResponse = unknown;
export type DeleteCustomerCompanyApiArg = {
  uuid: string;
};
export type Uuid = string;
export type CustomerCompany = {
  uuid: Uuid;
  name: string;
  version: number;
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
export type ListFilter = string;
export type CustomerCompanyInput = {
  uuid?: Uuid;
  name: string;
  version?: number;
};
export type CustomerCompanyUser = {
  uuid: Uuid;
  username: string;
  active: boolean;
};
export type Text255 = string;
export type NamedRef = {
  uuid: Uuid;
  name?: Text255;
};
export type CustomerCompanyApplicationItem = {
  uuid: Uuid;
  name: string;
  application: string;
};
export type CustomerCompanyUsages = {
  users: CustomerCompanyUser[];
  appProfiles: NamedRef[];
  businessProfiles: NamedRef[];
  visibilityProfiles: NamedRef[];
  roles: CustomerCompanyApplicationItem[];
  elements: CustomerCompanyApplicationItem[];
};
export const {
  useListManagedCustomerCompaniesQuery,
  useListCustomerCompanyPageQuery,
  useUpdateCustomerCompanyMutation,
  useGetCustomerCompanyUsagesQuery,
  useGetCustomerCompanyQuery,
  useDeleteCustomerCompanyMutation,
} = injectedRtkApi;
