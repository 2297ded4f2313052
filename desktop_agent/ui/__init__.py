"""The window. The only package that imports PySide6 and qasync."""
