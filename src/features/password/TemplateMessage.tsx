import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadingScreen } from '../../shared/loading/LoadingScreen';
import { safeHtml } from './safeHtml';

interface TemplateMessageProps {
  /** The result of a template query: HTML, or '' when the server has none. */
  template: { data?: string; isLoading: boolean };
  /** The built-in text, one paragraph per entry. */
  text: readonly string[];
}

/** A message the server may replace with its own HTML template (SPEC section 2). */
export function TemplateMessage({ template, text }: TemplateMessageProps) {
  if (template.isLoading) return <LoadingScreen />;
  const html = template.data?.trim();
  return (
    <Box role="status" data-testid={html ? 'server-template' : 'built-in-message'}>
      {html
        ? safeHtml(html)
        : text.map((paragraph) => (
            <Typography key={paragraph} component="p" sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
    </Box>
  );
}
