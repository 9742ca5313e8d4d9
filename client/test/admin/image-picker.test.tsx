import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImagePicker } from '@/admin/shared/image-picker';

function Harness({ onChange }: { onChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImagePicker
      label="Photo"
      file={file}
      onChange={(f) => {
        setFile(f);
        onChange(f);
      }}
    />
  );
}

const png = (name = 'a.png') => new File(['img'], name, { type: 'image/png' });

describe('image picker', () => {
  it('when a file is chosen, then it previews it, names it and offers Remove, which clears the choice', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const onChange = jest.fn<(file: File | null) => void>();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveClass('sr-only');
    expect(screen.getByText('Choose image')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/JPG, PNG or WebP, up to 10 MB\./);

    await user.upload(input, png('riya.png'));

    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'riya.png' }));
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('riya.png')).toBeInTheDocument();
    expect(screen.getByText('Replace image')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the chosen image (Photo)' }));

    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('when an image is dropped on the zone, then it is chosen; anything else dropped is ignored', () => {
    const onChange = jest.fn<(file: File | null) => void>();
    const { container } = render(<Harness onChange={onChange} />);
    const zone = container.querySelector('[data-image-picker]')!;

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.drop(zone, { dataTransfer: { files: [png('drop.png')] } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'drop.png' }));
  });
});
