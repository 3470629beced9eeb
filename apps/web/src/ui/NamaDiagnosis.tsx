import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/**
 * A diagnosis title as Rawat shows it: the Indonesian title, with the English WHO title it was
 * coded with on hover (the coder's reference). Without an Indonesian title, the English one.
 */
export function NamaDiagnosis({ nama, namaId }: { nama: string; namaId?: string | null }) {
  if (!namaId || namaId === nama) return <>{nama}</>;
  return (
    // describeChild: the English title describes the text; the Indonesian one stays its name.
    <Tooltip title={nama} placement="bottom-start" describeChild>
      <Box component="span" sx={{ cursor: 'help' }}>
        {namaId}
      </Box>
    </Tooltip>
  );
}
