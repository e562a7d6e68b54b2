import Typography from '@mui/material/Typography';
import { BROWSE_COPY } from '@swagdrop/model';

/** The directory's heading and lead (also painted by the /swag boot shell). */
export default function DirectoryIntro() {
  return (
    <>
      <Typography component="h1" variant="h1" gutterBottom>
        {BROWSE_COPY.directoryTitle}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
        {BROWSE_COPY.directoryLead}
      </Typography>
    </>
  );
}
