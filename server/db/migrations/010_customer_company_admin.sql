-- Customer companies are managed on their own screen (README "Customer companies"): a rename is
-- optimistic-locked by version, and a company that anything still belongs to cannot be deleted.
-- The foreign keys hold that rule (no action instead of set null), so a user or profile attached
-- while a delete runs stops the delete too, rather than silently losing its company.
alter table customer_company add column version integer not null default 1;

alter table application_role drop constraint application_role_company_uuid_fkey;
alter table application_role add constraint application_role_company_uuid_fkey foreign key (company_uuid) references customer_company;
alter table application_element drop constraint application_element_company_uuid_fkey;
alter table application_element add constraint application_element_company_uuid_fkey foreign key (company_uuid) references customer_company;
alter table app_profile drop constraint app_profile_company_uuid_fkey;
alter table app_profile add constraint app_profile_company_uuid_fkey foreign key (company_uuid) references customer_company;
alter table business_profile drop constraint business_profile_company_uuid_fkey;
alter table business_profile add constraint business_profile_company_uuid_fkey foreign key (company_uuid) references customer_company;
alter table visibility_profile drop constraint visibility_profile_company_uuid_fkey;
alter table visibility_profile add constraint visibility_profile_company_uuid_fkey foreign key (company_uuid) references customer_company;
alter table app_user drop constraint app_user_company_uuid_fkey;
alter table app_user add constraint app_user_company_uuid_fkey foreign key (company_uuid) references customer_company;
