"""Named cloud endpoints, so `--cloud glm` works without remembering base URLs.

Each preset: base URL, the environment variable conventionally holding the key, the
schema mode the provider accepts, and a default model. Users can always pass a URL.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Provider:
    name: str
    base_url: str
    key_env: str | None
    schema_mode: str
    default_model: str


PROVIDERS = {p.name: p for p in [
    Provider("glm", "https://api.z.ai/api/paas/v4", "ZAI_API_KEY", "json_object", "glm-4.6"),
    Provider("bigmodel", "https://open.bigmodel.cn/api/paas/v4", "ZHIPUAI_API_KEY", "json_object", "glm-4.6"),
    Provider("qwen", "https://dashscope-intl.aliyuncs.com/compatible-mode/v1", "DASHSCOPE_API_KEY", "json_object", "qwen-plus"),
    Provider("dashscope", "https://dashscope.aliyuncs.com/compatible-mode/v1", "DASHSCOPE_API_KEY", "json_object", "qwen-plus"),
    Provider("openai", "https://api.openai.com/v1", "OPENAI_API_KEY", "json_schema", "gpt-4.1-mini"),
    Provider("openrouter", "https://openrouter.ai/api/v1", "OPENROUTER_API_KEY", "json_schema", "z-ai/glm-4.6"),
    Provider("deepseek", "https://api.deepseek.com/v1", "DEEPSEEK_API_KEY", "json_object", "deepseek-chat"),
    Provider("gemini", "https://generativelanguage.googleapis.com/v1beta/openai", "GEMINI_API_KEY", "json_schema", "gemini-2.5-flash"),
]}

# Local servers: keyless, on loopback, usable as the edge model (`-m ollama#qwen2.5:0.5b`) or
# as the cloud (`--cloud ollama`). An empty default model means "the one the server serves".
LOCAL_PROVIDERS = {p.name: p for p in [
    Provider("ollama", "http://127.0.0.1:11434/v1", None, "json_schema", ""),
    Provider("lmstudio", "http://127.0.0.1:1234/v1", None, "json_schema", ""),
    Provider("llama-server", "http://127.0.0.1:8080/v1", None, "json_object", ""),
    Provider("vllm", "http://127.0.0.1:8000/v1", None, "json_schema", ""),
]}
PROVIDERS.update(LOCAL_PROVIDERS)
