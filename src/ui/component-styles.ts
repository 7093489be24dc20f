// The Mantine styles of the components beyond the entry's essentials (src/app/styles/essential-styles.ts) that our screens
// use: forms, menus, drawers, modals, tables. Imported by every lazy chunk that needs them (the signed-in
// layout, onboarding, the public menu and contact form), so the build keeps them in one stylesheet, loaded
// once. Mantine's complete stylesheet (250 KB) repeated the essentials and styled ~80 components we never
// render; it was built into three copies, and a student who opened the public menu and then signed in had
// every rule twice.
// Order matters inside the layer: it follows @mantine/core/styles.css, as essential-styles.ts does; these
// come after the essentials, which Mantine orders first wherever the two style the same element (Paper
// before ModalBase, CloseButton before ModalBase's close button, UnstyledButton before Menu's items).
// A component added to a screen needs its file here: the build fails when a Mantine class in the bundle has
// no rule in any emitted stylesheet (scripts/vite/mantine-styles-check.ts).
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/DataList.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Typography.layer.css';
