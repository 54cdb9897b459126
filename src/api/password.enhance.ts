import type { FetchArgs } from "@reduxjs/toolkit/query/react";
import { enhancedApi as passwordApi } from "./password.gen";

interface TemplateDefinition {
  query?: (arg: void) => string | FetchArgs;
  providesTags?: unknown;
}

/** The message templates are text/html, not JSON, and are not cached by tag. */
function readAsHtml(definition: TemplateDefinition) {
  const { query } = definition;
  if (query) {
    definition.query = (arg) => {
      const args = query(arg);
      return {
        ...(typeof args === "string" ? { url: args } : args),
        responseHandler: "text",
      };
    };
  }
  definition.providesTags = [];
}

// Nothing is cached across password calls: a verified token must not be re-verified (and turn
// invalid) because the password was just set with it, and templates do not change meanwhile.
export const passwordApiEnhanced = passwordApi.enhanceEndpoints({
  endpoints: {
    sendPasswordReset: { invalidatesTags: [] },
    forgotPassword: { invalidatesTags: [] },
    updatePassword: { invalidatesTags: [] },
    verifyPasswordToken: { providesTags: [] },
    getPasswordSentTemplate: readAsHtml,
    getPasswordCompleteTemplate: readAsHtml,
  },
});

export const {
  useSendPasswordResetMutation,
  useForgotPasswordMutation,
  useVerifyPasswordTokenQuery,
  useUpdatePasswordMutation,
  useGetPasswordSentTemplateQuery,
  useGetPasswordCompleteTemplateQuery,
} = passwordApiEnhanced;
