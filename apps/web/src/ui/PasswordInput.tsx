import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { type KeyboardEvent, useState } from 'react';
import { LightField, type LightFieldProps } from './LightField.tsx';

export type PasswordInputProps = Omit<LightFieldProps, 'type' | 'endAdornment'>;

const isHoldKey = (e: KeyboardEvent) => e.key === ' ' || e.key === 'Enter';

/**
 * A password field hidden by default and shown only WHILE the reveal button is held (spec §4):
 * pointer down shows it; pointer up, leave or cancel (and releasing Space/Enter) hide it again.
 * Props follow MUI's TextField (`value`, `onChange(event)`, `inputRef`, `error`, `helperText`, ...).
 */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const show = () => setVisible(true);
  const hide = () => setVisible(false);
  const aksi = visible ? 'Lepas untuk menyembunyikan password' : 'Tahan untuk melihat password';

  return (
    <LightField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={aksi}
            title={aksi}
            aria-pressed={visible}
            edge="end"
            disabled={props.disabled}
            onPointerDown={(e) => {
              // Keep focus (and the caret) in the input while peeking.
              e.preventDefault();
              show();
            }}
            onPointerUp={hide}
            onPointerLeave={hide}
            onPointerCancel={hide}
            onContextMenu={(e) => e.preventDefault()}
            onKeyDown={(e) => {
              if (isHoldKey(e)) {
                e.preventDefault();
                show();
              }
            }}
            onKeyUp={(e) => {
              if (isHoldKey(e)) hide();
            }}
            onBlur={hide}
            sx={{ touchAction: 'none' }}
          >
            {visible ? <VisibilityIcon /> : <VisibilityOffIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
