import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

function StatusPage({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography>{text}</Typography>
    </Box>
  );
}

export function ForbiddenPage() {
  return <StatusPage title="403 Forbidden" text="You do not have permission to access this." />;
}

export function NotFoundPage() {
  return <StatusPage title="404 Not Found" text="Page Not Found, please check URL is correct." />;
}
