import { render } from '@testing-library/react';
import { CategoryChip, CityName } from '@/components/voting/category-chip';

describe('CategoryChip', () => {
  it('shows Miss and Mrs in two different tones', () => {
    const { container } = render(
      <>
        <CategoryChip category="Miss" />
        <CategoryChip category="Mrs" />
      </>,
    );
    const miss = container.querySelector('[data-category="Miss"]')!;
    const mrs = container.querySelector('[data-category="Mrs"]')!;
    expect(miss).toHaveTextContent(/^Miss$/);
    expect(mrs).toHaveTextContent(/^Mrs$/);
    expect(miss.className).toContain('bg-plum');
    expect(mrs.className).toContain('bg-rose-deep');
  });

  it('draws nothing for a contestant without a category', () => {
    const { container } = render(
      <>
        <CategoryChip category={null} />
        <CategoryChip category={undefined} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CityName', () => {
  it('shows her city, and nothing when it is empty', () => {
    const { container, rerender } = render(<CityName city="Pune" />);
    expect(container).toHaveTextContent('Pune');
    rerender(<CityName city="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
